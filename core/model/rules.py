"""The static rules of one title (plus variant): every table a game reads, built once.

A :class:`Rules` object is shared by every game and every clone; nothing in it
changes during play.  Titles build it from their data files (see
:func:`compile_rules`) and hang their own static tables on ``title``.
"""
from __future__ import annotations

from typing import Any

from attrs import evolve, frozen

from brass.core.i18n import data_messages as dm
from brass.core.i18n.messages import Message, Text, text
from brass.core.i18n.plural import Plural, plural
from brass.core.model.board import Board, LinkData, LocationData
from brass.core.model.bounds import bounded, quantity
from brass.core.model.cards import CARD_KINDS, WILD_INDUSTRY, WILD_LOCATION, Card, CardData
from brass.core.model.data import fail
from brass.core.model.eras import EraData, rounds_from_cards
from brass.core.model.industries import Industries, IndustryData, ResourceData
from brass.core.model.market import Market, MarketData
from brass.core.model.mat import Mat, MatPositionData
from brass.core.model.track import ProgressTrack, TrackData
from brass.core.play.network import mask_of


@frozen
class GameInfo:
    #: the title's id (as in `brass new ID`)
    id: str
    #: the title's name, shown to players
    name: str
    #: the money sign ("£", "$")
    currency: str
    #: the player counts the title supports; arrays "per player count" follow this order
    player_counts: tuple[int, ...] = bounded(1, 100)
    #: how ties after the last era are broken, in order: "income_level", "income_space" or "money"
    tiebreaks: tuple[str, ...] = ("income_level", "money")


@frozen
class SetupData:
    #: each player's starting money
    money: int = bounded()
    #: each player's starting space on the progress track
    income_space: int = quantity()
    #: cards in hand after every turn (refilled from the deck)
    hand_size: int = quantity()
    #: each player's starting VP
    vp: int = bounded(default=0)
    #: cards dealt face down to start each player's discard pile
    facedown_discards: int = quantity(default=0)
    #: card kinds the title's rules cannot do without: a deck (or map) without a card of each is refused
    #: (Birmingham's Scout takes a wild location and a wild industry card)
    needs_cards: tuple[str, ...] = ()


@frozen
class LinkKind:
    """A kind of link tile (a Birmingham link, a light train, a pipeline...).

    ``connects``: a tile of this kind joins its ends (cubes travel over it);
    ``scores``: it scores its ends' link icons at era end, times ``multiplier``;
    ``start``: how many each player has in their supply at setup (more may be
    unlocked from the mat).
    """

    #: the link kind's id (mat positions and variants name it)
    id: str
    #: how a tile of this kind is called
    name: str = ""
    connects: bool = True
    scores: bool = True
    #: how many times its scoring counts
    multiplier: int = quantity(default=1)
    start: int = quantity(default=0)
    #: the supply figure is not confirmed by a public source
    provisional: bool = False


class Rules:
    """Static tables of one title, compiled from its data."""

    def __init__(
        self,
        info: GameInfo,
        setup: SetupData,
        eras: tuple[EraData, ...],
        locations: tuple[LocationData, ...],
        links: tuple[LinkData, ...],
        resources: tuple[ResourceData, ...],
        industries: tuple[IndustryData, ...],
        cards: tuple[CardData, ...],
        markets: tuple[MarketData, ...],
        track: TrackData,
        link_kinds: tuple[LinkKind, ...],
        files: dict[str, str],
        title: Any = None,
        mat: tuple[MatPositionData, ...] = (),
    ) -> None:
        #: what the title is: id, name, currency, player counts, tiebreaks (GameInfo)
        self.info = info
        #: the title's id ("birmingham")
        self.id = info.id
        #: the money sign ("£", "$")
        self.currency = info.currency
        #: each player's start: money, income space, hand size, face-down discards (SetupData)
        self.setup = setup
        #: the eras in order, each with its rounds per player count and actions per turn (EraData)
        self.eras = eras
        #: era id -> era index
        self.era_index = {e.id: i for i, e in enumerate(eras)}
        #: data file names by table, for error messages
        self.data_files = files
        game_file = files.get("game", "game.toml")
        self._check_info(info, game_file)
        self._check_eras(eras, files.get("eras", game_file))
        self._check_track(track, files.get("track", game_file))
        self._check_setup(setup, track, files.get("setup", game_file))
        self._check_industries(resources, industries, files.get("industries", "industries.toml"))
        #: industries, resources and tile types (Industries)
        self.industries = Industries(resources, industries, tuple(e.id for e in eras))
        #: every tile type of every industry (Tile), numbered as state.tile_type
        self.tiles = self.industries.tiles
        self._check_board(locations, links, files.get("map", "map.toml"))
        #: locations, spaces, link lines and merchant slots (Board)
        self.board = Board(locations, links, self.industries.industry_index, self.era_index)
        _unique([k.id for k in link_kinds], files.get("link_kinds", game_file), "link_kind", dm.WHAT_LINK_KIND)
        #: the kinds of link tile (LinkKind), numbered as state.link_kind
        self.link_kinds = link_kinds
        #: link kind id -> index
        self.link_kind_index = {k.id: i for i, k in enumerate(link_kinds)}
        #: per link kind: a tile of it joins its ends
        self.link_kind_connects = tuple(k.connects for k in link_kinds)
        if mat:
            self.mat = Mat.from_data(mat, self.industries, self.link_kind_index, files.get("mat", "mat.toml"))
        else:
            self.mat = Mat.stacks(self.industries.tiles_of, [t.count for t in self.tiles])
        #: the card types as written in the data (CardData: copies per player count, wild supply)
        self.card_data = cards
        #: the compiled card types (Card), numbered as the cards in hands and piles
        self.cards = self._compile_cards(cards, files.get("cards", "cards.toml"))
        #: card id -> card type index
        self.card_index = {c.id: c.index for c in self.cards}
        self._check_deck(files.get("cards", "cards.toml"), files.get("setup", game_file))
        self.eras = self._era_rounds(files.get("eras", game_file))
        #: the resource markets (Market), numbered as state.markets
        self.markets = self._compile_markets(markets, files.get("markets", "game.toml"))
        #: the progress track: income levels of its spaces (ProgressTrack)
        self.track = ProgressTrack(track)
        #: the title's own static tables (Birmingham's loan, network costs, merchants...)
        self.title = title
        #: ids of the title's merchant tiles (identical tiles share an id); set by the title
        self.merchant_tile_ids: tuple[str, ...] = ()
        #: values no public source confirms, as "file: key" messages; set by the title
        self.provisional: list[Message] = []
        #: a map's own layout for pictures (a LayoutFile from its [replace.layout]), else None
        self.layout: Any = None
        #: the localizable names of industries, resources, eras, locations, tiles, links and cards
        self.names = _NameTable(self)

    # -- validation helpers -------------------------------------------------
    def _check_info(self, info: GameInfo, file: str) -> None:
        if not info.player_counts or any(n < 1 for n in info.player_counts):
            raise fail(file, "game.player_counts", dm.PLAYER_COUNTS())
        for i, key in enumerate(info.tiebreaks):
            if key not in TIEBREAKS:
                raise fail(file, f"game.tiebreaks[{i}]", dm.EXPECTED_ONE_OF(choices=TIEBREAKS))

    def _check_eras(self, eras: tuple[EraData, ...], file: str) -> None:
        n = len(self.info.player_counts)
        if not eras:
            raise fail(file, "era", dm.EXPECTED_AT_LEAST_ONE(what=dm.WHAT_ERA()))
        _unique([e.id for e in eras], file, "era", dm.WHAT_ERA)
        for i, era in enumerate(eras):
            if era.rounds and len(era.rounds) != n:
                raise fail(file, f"era[{i}].rounds", dm.EXPECTED_COUNT(count=n))
            if any(r < 1 for r in era.rounds):
                raise fail(file, f"era[{i}].rounds", dm.ERA_ROUNDS())
            if era.actions_per_turn < 1:
                raise fail(file, f"era[{i}].actions_per_turn", dm.EXPECTED_AT_LEAST(low=1))
            if era.first_round_actions < 0:
                raise fail(file, f"era[{i}].first_round_actions", dm.FIRST_ROUND_ACTIONS())

    def _check_track(self, track: TrackData, file: str) -> None:
        expect = track.first_space
        for i, band in enumerate(track.bands):
            where = f"track.bands[{i}]"
            if band.spaces_per_level < 1:
                raise fail(file, f"{where}.spaces_per_level", dm.EXPECTED_AT_LEAST(low=1))
            if band.first_space != expect:
                raise fail(file, f"{where}.first_space", dm.BAND_START(space=expect))
            if band.last_space < band.first_space:
                raise fail(file, f"{where}.last_space", dm.BAND_END())
            expect = band.last_space + 1
        if expect != track.last_space + 1:
            raise fail(file, "track.last_space", dm.BANDS_END_AT(space=expect - 1))

    def _check_setup(self, setup: SetupData, track: TrackData, file: str) -> None:
        if not track.first_space <= setup.income_space <= track.last_space:
            raise fail(file, "setup.income_space",
                       dm.EXPECTED_TRACK_SPACE(low=track.first_space, high=track.last_space))
        for name in ("money", "hand_size", "facedown_discards"):
            if getattr(setup, name) < 0:
                raise fail(file, f"setup.{name}", dm.CANNOT_BE_NEGATIVE())
        if setup.hand_size < 1:
            raise fail(file, "setup.hand_size", dm.EXPECTED_AT_LEAST(low=1))

    def _check_industries(
        self, resources: tuple[ResourceData, ...], industries: tuple[IndustryData, ...], file: str
    ) -> None:
        _unique([r.id for r in resources], file, "resource", dm.WHAT_RESOURCE)
        _unique([d.id for d in industries], file, "industry", dm.WHAT_INDUSTRY)
        res_ids = {r.id for r in resources}
        industry_ids = {d.id for d in industries}
        refs: set[str] = set()
        for i, ind in enumerate(industries):
            where = f"industry[{i}]"
            if ind.flips_when not in FLIPS_WHEN:
                raise fail(file, f"{where}.flips_when", dm.EXPECTED_ONE_OF(choices=FLIPS_WHEN))
            for j, tile in enumerate(ind.tiles):
                tw = f"{where}.tiles[{j}]"
                ref = f"{ind.id}/{tile.level}{tile.tag}"
                if ref in refs:
                    raise fail(file, f"{tw}.level", dm.DUPLICATE_TILE(tile=ref))
                refs.add(ref)
                if ind.flips_when == "emptied" and not tile.produces and not tile.enters_flipped:
                    raise fail(file, f"{tw}.produces", dm.EMPTIED_TILE_PRODUCES())
                for k, up in enumerate(tile.upgrades):
                    if up not in industry_ids:
                        raise fail(file, f"{tw}.upgrades[{k}]", dm.UNKNOWN(what=dm.WHAT_INDUSTRY(), value=up))
                if tile.income_cost < 0:
                    raise fail(file, f"{tw}.income_cost", dm.INCOME_COST_NEGATIVE())
                for name in ("count", "money", "income", "vp", "link_icons"):
                    if getattr(tile, name) < 0:
                        raise fail(file, f"{tw}.{name}", dm.CANNOT_BE_NEGATIVE())
                for k, era in enumerate(tile.eras):
                    if era not in self.era_index:
                        raise fail(file, f"{tw}.eras[{k}]", dm.UNKNOWN(what=dm.WHAT_ERA(), value=era))
                for part in ("cost", "sell"):
                    for res, amount in getattr(tile, part).items():
                        if res not in res_ids:
                            raise fail(file, f"{tw}.{part}.{res}", dm.UNKNOWN_WHAT(what=dm.WHAT_RESOURCE()))
                        if amount < 0:
                            raise fail(file, f"{tw}.{part}.{res}", dm.CANNOT_BE_NEGATIVE())
                for res, amount in tile.produces.items():
                    if res not in res_ids:
                        raise fail(file, f"{tw}.produces.{res}", dm.UNKNOWN_WHAT(what=dm.WHAT_RESOURCE()))
                    per_era = dict.fromkeys(self.era_index, amount) if isinstance(amount, int) else amount
                    for era, n in per_era.items():
                        if era not in self.era_index:
                            raise fail(file, f"{tw}.produces.{res}.{era}", dm.UNKNOWN_WHAT(what=dm.WHAT_ERA()))
                        if n < 0:
                            raise fail(file, f"{tw}.produces.{res}", dm.CANNOT_BE_NEGATIVE())
                    if set(per_era) != set(self.era_index):
                        raise fail(file, f"{tw}.produces.{res}", dm.AMOUNT_PER_ERA())

    def _check_board(self, locations: tuple[LocationData, ...], links: tuple[LinkData, ...], file: str) -> None:
        _unique([loc.id for loc in locations], file, "location", dm.WHAT_LOCATION)
        ids = {loc.id for loc in locations}
        industry_ids = self.industries.industry_index
        for i, loc in enumerate(locations):
            for j, sp in enumerate(loc.spaces):
                for k, a in enumerate(sp.allow):
                    if a not in industry_ids:
                        raise fail(file, f"location[{i}].spaces[{j}].allow[{k}]",
                                   dm.UNKNOWN(what=dm.WHAT_INDUSTRY(), value=a))
        for i, link in enumerate(links):
            if len(link.ends) < 2:
                raise fail(file, f"link[{i}].ends", dm.LINK_ENDS())
            for k, e in enumerate(link.ends):
                if e not in ids:
                    raise fail(file, f"link[{i}].ends[{k}]", dm.UNKNOWN(what=dm.WHAT_LOCATION(), value=e))
            for k, e in enumerate(link.eras):
                if e not in self.era_index:
                    raise fail(file, f"link[{i}].eras[{k}]", dm.UNKNOWN(what=dm.WHAT_ERA(), value=e))

    def _compile_cards(self, cards: tuple[CardData, ...], file: str) -> tuple[Card, ...]:
        loc_index = self.board.location_index
        ind_index = self.industries.industry_index
        n = len(self.info.player_counts)
        _unique([c.id for c in cards], file, "card", dm.WHAT_CARD)
        out: list[Card] = []
        for i, cd in enumerate(cards):
            if cd.kind not in CARD_KINDS:
                raise fail(file, f"card[{i}].kind", dm.EXPECTED_ONE_OF(choices=CARD_KINDS))
            location = -1
            industries: frozenset[int] = frozenset()
            if cd.kind == "location":
                if cd.location not in loc_index:
                    raise fail(file, f"card[{i}].location", dm.UNKNOWN(what=dm.WHAT_LOCATION(), value=cd.location))
                location = loc_index[cd.location]
            elif cd.kind == "industry":
                for k, ind in enumerate(cd.industries):
                    if ind not in ind_index:
                        raise fail(file, f"card[{i}].industries[{k}]", dm.UNKNOWN(what=dm.WHAT_INDUSTRY(), value=ind))
                industries = frozenset(ind_index[x] for x in cd.industries)
            elif cd.kind == WILD_INDUSTRY:
                industries = frozenset(range(len(ind_index)))
            wild = cd.kind in (WILD_LOCATION, WILD_INDUSTRY)
            if not wild and len(cd.copies) != n:
                raise fail(file, f"card[{i}].copies", dm.EXPECTED_COUNT(count=n))
            if any(c < 0 for c in cd.copies) or cd.supply < 0:
                raise fail(file, f"card[{i}]", dm.CARD_COUNTS_NEGATIVE())
            out.append(Card(i, cd.id, cd.kind, location, industries, wild))
        return tuple(out)

    def _check_deck(self, file: str, setup_file: str) -> None:
        """The cards the rules need are there, and every player count's deck deals full hands."""
        setup = self.setup
        for i, kind in enumerate(setup.needs_cards):
            if kind not in CARD_KINDS:
                raise fail(setup_file, f"setup.needs_cards[{i}]", dm.EXPECTED_ONE_OF(choices=CARD_KINDS))
            if not any(c.kind == kind for c in self.cards):
                raise fail(file, "card", CARD_KIND_MISSING(kind=kind, file=setup_file))
        for ci, players in enumerate(self.info.player_counts):
            cards = self.deck_size(ci)
            needed = players * (setup.hand_size + setup.facedown_discards)
            if 0 < cards < needed:  # no cards at all: data for other player counts (a board side)
                raise fail(file, "card", DECK_TOO_SMALL(cards=cards, players=players, needed=needed,
                                                        hand=setup.hand_size, facedown=setup.facedown_discards))

    def deck_size(self, count_index: int) -> int:
        """Cards in the deck (wild cards are not) at the player count at ``count_index``; none
        when the data is not for that count (a board side of other player counts)."""
        return sum(cd.copies[count_index] for c, cd in zip(self.cards, self.card_data) if not c.wild)

    def _era_rounds(self, file: str) -> tuple[EraData, ...]:
        """Each era with its rounds as the deck gives them: the first era deals the deck less the
        face-down discards, every later era the whole deck again (core's ``new_deck_from_discards``).
        Rounds stated in the data must agree, so they are never a second truth that drifts."""
        out = []
        for i, era in enumerate(self.eras):
            derived = []
            for ci, players in enumerate(self.info.player_counts):
                cards = self.deck_size(ci) - (players * self.setup.facedown_discards if i == 0 else 0)
                derived.append(rounds_from_cards(era, cards, players, self.setup.hand_size))
            if era.rounds and list(era.rounds) != derived:
                raise fail(file, f"era[{i}].rounds", ERA_ROUNDS_DERIVED(rounds=str(derived)))
            out.append(evolve(era, rounds=tuple(derived)))
        return tuple(out)

    def _compile_markets(self, markets: tuple[MarketData, ...], file: str) -> tuple[Market, ...]:
        _unique([m.id for m in markets], file, "market", dm.WHAT_MARKET)
        out: list[Market] = []
        for i, md in enumerate(markets):
            if md.resource not in self.industries.resource_index:
                raise fail(file, f"market[{i}].resource", dm.UNKNOWN(what=dm.WHAT_RESOURCE(), value=md.resource))
            if not 0 <= md.start_cubes <= len(md.prices):
                raise fail(file, f"market[{i}].start_cubes", dm.EXPECTED_RANGE(low=0, high=len(md.prices)))
            if list(md.prices) != sorted(md.prices):
                raise fail(file, f"market[{i}].prices", dm.PRICES_ORDER())
            reach = []
            for k, loc in enumerate(md.reached_from):
                if loc not in self.board.location_index:
                    raise fail(file, f"market[{i}].reached_from[{k}]", dm.UNKNOWN(what=dm.WHAT_LOCATION(), value=loc))
                reach.append(self.board.location_index[loc])
            vp = md.vp or (0,) * len(md.prices)
            if len(vp) != len(md.prices):
                raise fail(file, f"market[{i}].vp", dm.MARKET_VP_COUNT())
            out.append(
                Market(i, md.id, self.industries.resource_index[md.resource], md.prices, vp,
                       md.start_cubes, md.empty_price, mask_of(reach), reach[0] if len(reach) == 1 else -1,
                       frozenset(md.players))
            )
        return tuple(out)

    # -- convenience ----------------------------------------------------------
    def player_count_index(self, players: int) -> int:
        return self.info.player_counts.index(players)


TIEBREAKS = ("income_level", "income_space", "money")
CARD_KIND_MISSING = text(
    "data.card_kind_missing", "no card of kind {kind}: the title's rules need at least one ({file}: setup.needs_cards)",
    note="{kind} is a card kind id as written in the data (wild_location, wild_industry...)")
DECK_TOO_SMALL = text(
    "data.deck_too_small",
    "the deck is too small for {players} players: a hand of {hand} and {facedown} face down each "
    "take {needed}, and it holds {cards}",
    note="{hand} is the hand size and {facedown} the face-down discards per player; {needed} and {cards} "
         "count cards")
ERA_ROUNDS_DERIVED = text(
    "data.era_rounds_derived",
    "expected {rounds}: an era ends when the deck and every hand are empty, and the deck, the hand size "
    "and the actions per turn give these rounds (one per player count); or leave rounds out",
    note="{rounds} is a TOML array such as [10, 9, 8]")
FLIPS_WHEN = ("sold", "emptied")


def _unique(ids: list[str], file: str, table: str, what: Text) -> None:
    """Ids of a table must be unique: a duplicate would shadow the first entry."""
    seen: dict[str, int] = {}
    for i, x in enumerate(ids):
        if x in seen:
            raise fail(file, f"{table}[{i}].id", dm.DUPLICATE_ID(what=what(), value=x, other=f"{table}[{seen[x]}]"))
        seen[x] = i


class _NameTable:
    """Localizable names of data items (industries, resources, eras, cards)."""

    def __init__(self, rules: Rules) -> None:
        t = rules.id
        self.industry: tuple[Text, ...] = tuple(
            text(f"{t}.industry.{d.id}", d.name) for d in rules.industries.industries
        )
        self.resource: tuple[Text, ...] = tuple(
            text(f"{t}.resource.{r.id}", r.name) for r in rules.industries.resources
        )
        #: "2 beer": a resource counted, a message per resource, so a language gives each its own
        #: counting word (Thai: เบียร์ 2 ถัง but ถ่านหิน 2 ลูก)
        self.amount: tuple[Plural, ...] = tuple(
            plural(f"{t}.amount.{r.id}", f"{{count}} {r.name}", f"{{count}} {r.name}")
            for r in rules.industries.resources
        )
        self.era: tuple[Text, ...] = tuple(text(f"{t}.era.{e.id}", e.name) for e in rules.eras)
        self.location: tuple[Text, ...] = tuple(
            text(f"{t}.location.{loc.id}", loc.name) for loc in rules.board.locations
        )
        self.link_kind: tuple[Text, ...] = tuple(
            text(f"{t}.link_kind.{k.id}", k.name or k.id) for k in rules.link_kinds
        )
        self.era_link: tuple[Text | None, ...] = tuple(
            text(f"{t}.era_link.{e.id}", e.link_name) if e.link_name else None for e in rules.eras
        )
        self._tiles: dict[int, Message] = {}
        self._links: dict[int, Message] = {}
        self._cards: dict[int, Message] = {}
        #: free for callers that cache other static labels (e.g. card options)
        self.cache: dict[Any, Any] = {}

    def tile(self, rules: Rules, tile: int) -> Message:
        """"Cotton mill II" (built once per tile type: names are static)."""
        found = self._tiles.get(tile)
        if found is None:
            t = rules.tiles[tile]
            found = self._tiles[tile] = TILE_NAME(industry=self.industry[t.industry](), level=LEVELS[t.level]())
        return found

    def link(self, rules: Rules, line: int) -> Message:
        """"Birmingham–Coventry": a line named by its first two ends (built once per line)."""
        found = self._links.get(line)
        if found is None:
            a, b = rules.board.links[line].ends[:2]
            found = self._links[line] = LINK_NAME(a=self.location[a](), b=self.location[b]())
        return found

    def market(self, rules: Rules, market: int, start: bool = False) -> Message:
        """A market named by its resource and place ("the coal market at Toledo") or its resource;
        ``start``: as the first words of a line ("The coal market at Toledo")."""
        m = rules.markets[market]
        if m.place >= 0:
            at = MARKET_AT_START if start else MARKET_AT
            return at(place=self.location[m.place](), resource=self.resource[m.resource]())
        return (MARKET_OF_START if start else MARKET_OF)(resource=self.resource[m.resource]())

    def link_kind_of(self, rules: Rules, era: int, kind: int) -> Message:
        """What to call a link of ``kind`` on the board during ``era`` ("canal", "light train")."""
        named = self.era_link[era]
        return named() if named is not None else self.link_kind[kind]()

    def card(self, rules: Rules, card: int) -> Message:
        """A card's name (built once per card type)."""
        found = self._cards.get(card)
        if found is None:
            found = self._cards[card] = self._card(rules, card)
        return found

    def _card(self, rules: Rules, card: int) -> Message:
        c = rules.cards[card]
        if c.kind == "location":
            return CARD_LOCATION(location=self.location[c.location]())
        if c.kind == "industry":
            names = [self.industry[i]() for i in sorted(c.industries)]
            if len(names) == 1:
                return CARD_INDUSTRY(industry=names[0])
            return CARD_INDUSTRIES(industries=names)
        if c.kind == "wild_location":
            return CARD_WILD_LOCATION()
        return CARD_WILD_INDUSTRY()


TILE_NAME = text("tile.name", "{industry} {level}")
LINK_NAME = text("link.name", "{a}–{b}")
MARKET_AT = text("market.at", "the {resource} market at {place}",
                 note="a market at a place of the map (the coal market at Cleveland); "
                      "the place may be a name with its own article (The West)")
MARKET_OF = text("market.of", "the {resource} market")
MARKET_AT_START = text("market.at_start", "The {resource} market at {place}",
                       note="market.at at the start of a line (the board's market lines)")
MARKET_OF_START = text("market.of_start", "The {resource} market",
                       note="market.of at the start of a line (the board's market lines)")
CARD_LOCATION = text("card.location", "{location} (location card)")
CARD_INDUSTRY = text("card.industry", "{industry} (industry card)")
CARD_INDUSTRIES = text("card.industries", "{industries} (industry card)")
CARD_WILD_LOCATION = text("card.wild_location", "Wild location card")
CARD_WILD_INDUSTRY = text("card.wild_industry", "Wild industry card")
ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
#: tile levels as printed (Roman numerals); a language may write them otherwise
LEVELS = tuple(text(f"tile.level.{n}", roman) for n, roman in enumerate(ROMAN))
