"""Core's built-in behaviour, itself a plugin so titles and variants can wrap or replace it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from brass.core.hooks.hookspecs import hookimpl
from brass.core.i18n.messages import Money, text
from brass.core.model.cards import refill
from brass.core.play.scoring import ranking
from brass.core.play.turn_order import reorder

if TYPE_CHECKING:
    from brass.core.play.engine import Game

INCOME_PAID = text("log.income", "{player} collects {amount} income.")
INCOME_OWED = text("log.income_negative", "{player} pays {amount} for negative income.")
INCOME_SHORT = text("log.income_short",
                    "{player} owes {owed} for negative income but has only {paid}: pays {paid}, {short} short.")


@hookimpl
def brass_option_ids(game: Game) -> list[str]:
    """The turn menu's action ids, a card of each type, and the generic step answers."""
    return [*game.actions, *(f"card:{card.id}" for card in game.rules.cards), "done", "skip"]


@hookimpl
def brass_turn_end(game: Game, player: int) -> None:
    refill(game.state, player, game.rules.setup.hand_size)


@hookimpl
def brass_round_end(game: Game) -> None:
    st = game.state
    st.order = list(game.hook.brass_next_order(game=game))
    st.spent = [0] * st.players


@hookimpl(trylast=True)
def brass_next_order(game: Game) -> list[int]:
    """Least money spent goes first; ties keep their relative order."""
    st = game.state
    return reorder(st.order, st.spent)


@hookimpl(trylast=True)
def brass_collect_income(game: Game, player: int) -> bool:
    return collect_income(game, player)


def collect_income(game: Game, player: int) -> bool:
    """Core's income step for one player: pay the income level, or take a negative one (what
    cannot be paid goes to ``brass_income_shortfall``).  Public so a plugin that moves income
    elsewhere (to the start of a round) can still pay it the usual way."""
    from brass.core.play.engine import player_name

    st = game.state
    level = game.rules.track.level(st.income[player])
    if level >= 0:
        st.money[player] += level
        if game.listener and level:
            game.say(INCOME_PAID(player=player_name(player), amount=Money(level)))
        return True
    owed = -level
    if st.money[player] >= owed:
        st.money[player] -= owed
        if game.listener:
            game.say(INCOME_OWED(player=player_name(player), amount=Money(owed)))
        return True
    shortfall = owed - st.money[player]
    if game.listener:  # say what was paid and what is still owed, before the title's penalty
        game.say(INCOME_SHORT(player=player_name(player), owed=Money(owed), paid=Money(st.money[player]),
                              short=Money(shortfall)))
    st.money[player] = 0
    game.hook.brass_income_shortfall(game=game, player=player, owed=shortfall)
    return True


@hookimpl(trylast=True)
def brass_final_ranking(game: Game) -> list[list[int]]:
    return ranking(game)


@hookimpl(trylast=True)
def brass_data_default(file: str, path: str, data: dict[str, Any]) -> Any:
    """A key a title's data file leaves out that no game plugin knows: the installed plugin that
    reads the file answers (the bots, for ``bot.toml``)."""
    from brass.core.hooks.installed import plugin_data_default  # (only when ``brass data`` asks)

    return plugin_data_default(file, path, data)
