"""Develop, the Brass-family building block: discard a card, take tiles off your mat, paying for each.

Both titles (and any new one) share the shape of the action: choose a card, choose
a tile, pay one resource cube for it (when several resources may pay, choose which
first), then optionally a second tile, then discard the card.  A title configures
the block by subclassing :class:`Develop`: which tiles may go (``tile_options``,
each option's value a mat position, and ``take``), which resources pay (``resources``) and where they are delivered
(``delivery``), its own texts, and what happens when the action ends (``finish``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Text, text
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import STOP, Block, Step, asks, stop_or
from brass.core.play.decision import Frame, Option
from brass.core.play.payment import PaymentData
from brass.core.play.transport import Request, ceiling, quote

if TYPE_CHECKING:
    from brass.core.play.engine import Game

DEVELOP = text("action.develop", "Develop")
PROMPT_DEVELOP = text("prompt.develop", "{player}: which tile do you develop?")
PROMPT_DEVELOP_MORE = text("prompt.develop_more", "{player}: develop a second tile, or stop?")
PROMPT_DEVELOP_PAY = text("prompt.develop_pay", "{player}: which resource pays for this develop?")
OPT_DEVELOP = text("option.develop", "Remove {tile}")
OPT_PAY_WITH = text("option.pay_with", "Pay with {resource}")


class DevelopData(PaymentData, total=False):
    """What a develop's frame records (plain values, saved with the game); a title may extend it."""

    tiles: tuple[int, ...]  # the tile types developed so far, in order
    card: int  # the card type discarded


def data(frame: Frame) -> DevelopData:
    """The develop's frame data, typed."""
    return frame.data  # (the record type is this function's return type)


def develop_tile(game: Game, player: int, position: int) -> int:
    """Take one tile off ``player``'s mat ``position`` and out of the game; returns its tile type."""
    game.take_tile(player, position)
    game.state.retired[player] += 1
    return game.rules.mat.positions[position].tile


def tile_option(game: Game, position: int, option_id: str, label: Text = OPT_DEVELOP) -> Option:
    """The option to develop the tile on mat ``position`` (``label`` takes ``{tile}``; the value
    is the position); static, so built once."""
    rules = game.rules
    cache = rules.names.cache
    key = ("tile_option", position, option_id, label.key)
    found = cache.get(key)
    if found is None:
        tile = rules.names.tile(rules, rules.mat.positions[position].tile)
        found = cache[key] = Option(option_id, label(tile=tile), position)
    return found


@mypyc_attr(allow_interpreted_subclasses=True)
class Develop(Block):
    """The develop action; a title subclasses it and fills in the marked methods.

    Steps (:meth:`steps`): ``card`` → ``tile`` → [``resource``] → [``pay``] → [``second`` → ...]
    → finish.  ``most`` tiles may be developed per action; the ``resource`` step is asked only
    when the title names more than one resource that may pay.  Frame data: :class:`DevelopData`.
    """

    id = "develop"
    label: ClassVar[Text] = DEVELOP
    #: how many tiles one action may develop
    most: ClassVar[int] = 2
    prompt_tile: ClassVar[Text] = PROMPT_DEVELOP
    prompt_more: ClassVar[Text] = PROMPT_DEVELOP_MORE
    prompt_resource: ClassVar[Text] = PROMPT_DEVELOP_PAY
    option_resource: ClassVar[Text] = OPT_PAY_WITH
    option_stop: ClassVar[Text] = STOP

    # -- what a title configures ------------------------------------------------------
    def tile_options(self, game: Game, player: int) -> list[Option]:
        """One option per tile ``player`` may develop now (see :func:`tile_option`)."""
        raise NotImplementedError

    def has_tile(self, game: Game, player: int) -> bool:
        """Whether any tile may be developed (override when cheaper than listing them)."""
        return bool(self.tile_options(game, player))

    def take(self, game: Game, frame: Frame, option: Option) -> int:
        """Develop the tile the chosen ``option`` names (by default its value, a mat position:
        see :func:`tile_option`); returns its tile type."""
        return develop_tile(game, frame.player, option.value)

    def resources(self, game: Game) -> tuple[int, ...]:
        """The resources one of which pays for each tile developed."""
        raise NotImplementedError

    def delivery(self, game: Game, player: int) -> tuple[int, ...]:
        """The locations the paying resource is delivered to (``()``: anywhere)."""
        return ()

    def finish(self, game: Game, frame: Frame) -> bool:
        """The action ends: discard the card (a title adds its log line or follow-ups)."""
        discard(game.state, game.rules.cards, frame.player, data(frame)["card"])
        return True

    # -- the shared steps -------------------------------------------------------------
    def payable(self, game: Game, player: int) -> list[int]:
        """The resources ``player`` can pay one cube of now, delivered where the title says."""
        where = self.delivery(game, player)
        money = game.state.money[player]
        return [r for r in self.resources(game) if 0 <= quote(game, Request(player, r, where), 1) <= money]

    def available(self, game: Game, player: int) -> bool:
        if not self.has_tile(game, player):
            return False
        money = game.state.money[player]
        where: tuple[int, ...] | None = None
        for r in self.resources(game):
            if 0 <= ceiling(game, r, 1) <= money:
                return True  # even the dearest supply is affordable
            if where is None:
                where = self.delivery(game, player)
            if 0 <= quote(game, Request(player, r, where), 1) <= money:
                return True
        return False

    def start_data(self, game: Game, player: int) -> DevelopData:
        """The frame's data when the action begins."""
        return {"tiles": ()}

    def steps(self) -> dict[str, Step]:
        return {
            "card": Step(self.card_options, self.take_card, self.card_prompt, then="tile"),
            "tile": Step(self.offer_tiles, self.take_tile, asks(self.prompt_tile), then="resource"),
            "resource": Step(self.resource_options, self.take_resource, asks(self.prompt_resource)),
            "pay": Step(payment.options, self.take_payment, payment.prompt),
            "second": Step(stop_or(self.option_stop, self.offer_tiles), self.take_second, asks(self.prompt_more),
                           then="resource"),
        }

    def offer_tiles(self, game: Game, frame: Frame) -> list[Option]:
        return self.tile_options(game, frame.player)

    def take_tile(self, game: Game, frame: Frame, option: Option) -> bool | None:
        """Develop the tile; then ask which resource pays (None) when several may."""
        d = data(frame)
        d["tiles"] = d["tiles"] + (self.take(game, frame, option),)
        resources = self.resources(game)
        return None if len(resources) > 1 else self._pay(game, frame, resources[0])

    def take_second(self, game: Game, frame: Frame, option: Option) -> bool | None:
        return self.finish(game, frame) if option.value is None else self.take_tile(game, frame, option)

    def resource_options(self, game: Game, frame: Frame) -> list[Option]:
        rules = game.rules
        return [Option(f"with:{rules.industries.resources[r].id}",
                       self.option_resource(resource=rules.names.resource[r]()), r)
                for r in self.payable(game, frame.player)]

    def take_resource(self, game: Game, frame: Frame, option: Option) -> bool:
        return self._pay(game, frame, option.value)

    def take_payment(self, game: Game, frame: Frame, option: Option) -> bool:
        return payment.answer(game, frame, option, self._paid)

    def _pay(self, game: Game, frame: Frame, resource: int) -> bool:
        return payment.pay(game, frame, [(resource, 1, self.delivery(game, frame.player), "", -1)], self._paid)

    def _paid(self, game: Game, frame: Frame) -> bool:
        player = frame.player
        if len(data(frame)["tiles"]) < self.most and self.available(game, player):
            frame.step = "second"
            return False
        return self.finish(game, frame)
