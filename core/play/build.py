"""Build, the Brass-family building block: discard a card, put a tile on a site, pay, place.

Every title shares the frame of the action: choose a card, choose what to build
(an industry or a tile; a title whose site options name it skips this step),
choose a site, pay (the tile's income levels and money, then its resource cubes,
asking where a cube comes from only when the choice is real), place the tile, log
the build and resolve what the placement triggers.  A title configures the block
by subclassing :class:`Build`: which cards, choices and sites it offers (usually
through its :class:`~brass.core.play.building.SiteFinder`), what replacing a tile
does (``replace``), any extra price (``charge``: whiskey), where each resource is
delivered (``delivery``), what placement triggers (``placed``, ``after``) and its
texts.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from mypy_extensions import mypyc_attr

from brass.core.i18n.messages import Message, Money, Text
from brass.core.model.cards import discard
from brass.core.play import payment
from brass.core.play.actions import Block, Step
from brass.core.play.decision import Frame, Option, player_name
from brass.core.play.payment import PaymentData
from brass.core.play.production import produce

if TYPE_CHECKING:
    from brass.core.play.engine import Game


class BuildData(PaymentData, total=False):
    """What a build's frame records (plain values, saved with the game); a title's build may
    extend it (:func:`data` then casts to the title's record)."""

    spent: int  # money the player had spent this turn when the build began (for the log)
    card: int  # the card type discarded
    space: int  # the site
    tile: int  # the tile placed
    old: tuple[int, int]  # the tile replaced: (owner, tile type) unless the title's replace says otherwise


def data(frame: Frame) -> BuildData:
    """The build's frame data, typed."""
    return frame.data  # (the record type is this function's return type)


@mypyc_attr(allow_interpreted_subclasses=True)
class Build(Block):
    """The build action; a title subclasses it and fills in the marked methods.

    Steps (:meth:`steps`): ``card`` → [``choice_step``] → ``site`` → [``pay``] → place → [the
    title's steps, added to :meth:`steps`].  Frame data: :class:`BuildData`.
    """

    id = "build"
    #: the site step's question (takes ``{player}`` and ``{tile}``)
    prompt_site: ClassVar[Text | None] = None
    #: the site option (takes ``{place}``, ``{n}`` and ``{cost}``)
    option_site: ClassVar[Text | None] = None
    #: the build's log line (takes ``{player}``, ``{tile}``, ``{place}``, ``{card}`` and ``{money}``)
    log_build: ClassVar[Text | None] = None

    # -- what a title configures ------------------------------------------------------
    def start_data(self, game: Game, player: int) -> BuildData:
        """The frame's data when the action begins (by default what was spent so far, for the log)."""
        return {"spent": game.state.spent[player]}

    def card_options(self, game: Game, frame: Frame) -> list[Option]:
        """The cards that allow a build (every option leads to a legal action)."""
        raise NotImplementedError

    def site_options(self, game: Game, frame: Frame) -> list[Option]:
        """Where the choice may be built (see :meth:`site_option`)."""
        raise NotImplementedError

    def site_of(self, game: Game, frame: Frame, option: Option) -> tuple[int, int]:
        """(space, tile) the chosen site option builds (by default a :meth:`site_option`'s
        space, and the :meth:`site_tile`)."""
        return option.value, self.site_tile(game, frame)

    def site_tile(self, game: Game, frame: Frame) -> int:
        """The tile the site step places (named in its prompt)."""
        raise NotImplementedError

    def site_prompt(self, game: Game, frame: Frame) -> Message:
        """The site step's question (by default ``prompt_site`` naming the tile)."""
        assert self.prompt_site is not None
        rules = game.rules
        tile = rules.names.tile(rules, self.site_tile(game, frame))
        return self.prompt_site(player=player_name(frame.player), tile=tile)

    def replace(self, game: Game, frame: Frame, space: int) -> None:
        """The site holds a tile: take it off the board (by default noting its owner and type as ``old``)."""
        st = game.state
        data(frame)["old"] = (st.tile_owner[space], st.tile_type[space])
        game.remove_tile(space)

    def charge(self, game: Game, frame: Frame) -> None:
        """Whatever the title asks besides the tile's printed cost (whiskey played with the card)."""

    def delivery(self, game: Game, resource: int, location: int) -> tuple[int, ...]:
        """Where a cube of ``resource`` for a tile at ``location`` must arrive (``()``: anywhere)."""
        return (location,)

    def placed(self, game: Game, frame: Frame) -> None:
        """The tile is on the board with its produced cubes: what its placing adds before plugins hear."""

    def log(self, game: Game, frame: Frame) -> None:
        """Say the build (asked only with a listener)."""
        assert self.log_build is not None
        game.say_action(self.log_build(**self.log_fields(game, frame)))

    def after(self, game: Game, frame: Frame) -> bool:
        """The build is done and said: what it triggers (market sales...); True ends the action."""
        return True

    # -- shared helpers ---------------------------------------------------------------
    def site_option(self, game: Game, space: int, cost: int, replacing: Text | None = None, **more: object) -> Option:
        """The option to build on ``space`` for ``cost`` (``replacing``: the label when a tile is
        replaced, given ``{old}`` and ``more``)."""
        rules = game.rules
        sp = rules.board.spaces[space]
        where = dict(place=rules.names.location[sp.location](), n=sp.n, cost=Money(cost))
        if replacing is not None:
            label = replacing(old=rules.names.tile(rules, game.state.tile_type[space]), **more, **where)
        else:
            assert self.option_site is not None
            label = self.option_site(**where)
        return Option(f"slot:{sp.ref}", label, space)

    def log_fields(self, game: Game, frame: Frame) -> dict:
        """What every build's log line names: player, tile, place, card and money spent."""
        rules = game.rules
        player = frame.player
        d = data(frame)
        return dict(player=player_name(player), tile=rules.names.tile(rules, d["tile"]),
                    place=rules.names.location[rules.board.spaces[d["space"]].location](),
                    card=rules.names.card(rules, d["card"]), money=Money(game.state.spent[player] - d["spent"]))

    # -- the shared steps -------------------------------------------------------------
    def steps(self) -> dict[str, Step]:
        site = "site"
        table = self.card_steps(site)
        table[site] = Step(self.site_options, self.take_site, self.site_prompt)
        table["pay"] = Step(payment.options, self.take_payment, payment.prompt)
        return table

    def take_site(self, game: Game, frame: Frame, option: Option) -> bool:
        space, tile = self.site_of(game, frame, option)
        return self.start(game, frame, space, tile)

    def take_payment(self, game: Game, frame: Frame, option: Option) -> bool:
        return payment.answer(game, frame, option, self.place)

    def start(self, game: Game, frame: Frame, space: int, tile: int) -> bool:
        """Build ``tile`` on ``space``: clear the site, pay income levels, money and cubes, then place."""
        rules = game.rules
        st = game.state
        player = frame.player
        t = rules.tiles[tile]
        d = data(frame)
        d["space"] = space
        d["tile"] = tile
        if st.tile_owner[space] >= 0:
            self.replace(game, frame, space)
        self.charge(game, frame)
        if t.income_cost:
            drop = rules.track.drop_levels(st.income[player], t.income_cost)
            assert drop is not None
            st.income[player] = drop
        game.pay(player, t.money)
        location = rules.board.spaces[space].location
        return payment.pay(game, frame, [(res, n, self.delivery(game, res, location), "", -1) for res, n in t.cost],
                           self.place)

    def place(self, game: Game, frame: Frame) -> bool:
        """Everything is paid: the tile goes on the board, makes its cubes, and the card is discarded."""
        st = game.state
        player = frame.player
        d = data(frame)
        space = d["space"]
        game.place_tile(player, space, d["tile"])
        produce(game, space)
        self.placed(game, frame)
        game.built(player, space)
        discard(st, game.rules.cards, player, d["card"])
        if game.listener:
            self.log(game, frame)
        return self.after(game, frame)


__all__ = ["Build", "BuildData", "data"]
