"""A schematic picture of a game as SVG, drawn from one seat's view (or a spectator's).

Everything dynamic comes from :func:`brass.core.play.view.view`, so a picture can never show
what that seat may not see (other hands, the deck, face-down tiles).  Static parts come from
the rules (places, spaces, lines, merchant slots) and the title's layout (where each place
is drawn).  Players have colour-blind-safe colours (Okabe-Ito) and always a second cue: the
seat number on each of their tiles and links.

Elements carry ``data-*`` attributes (``class="tile" data-space=... data-owner=...``) so
tests and other tools can read a picture by structure.  What a decision may point at carries
``data-target`` (``space:<ref>``, ``link:<ref>``, ``merchant:<slot>``, ``market:<id>``), the
strings the browser page matches against each option's target to light up and click.
"""
from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from typing import Any
from xml.sax.saxutils import escape, quoteattr

from attrs import frozen

from brass.core.i18n.messages import Items, Message, Money, render, text
from brass.core.i18n.wrap import wrap_line
from brass.core.model.market import buy_price
from brass.core.model.rules import Rules
from brass.core.picture.auto_layout import GAP, SPACE
from brass.core.picture.layout import Layout, box_size

HEADING = text("picture.heading", "{title}: {era}, round {round}")
ORDER = text("picture.order", "Turn order {order} · {count} card in the deck",
             plural="Turn order {order} · {count} cards in the deck")
PLAYER = text("picture.player", "{money} · income {income} · {vp} VP · {count} card",
              plural="{money} · income {income} · {vp} VP · {count} cards")
HAND = text("picture.hand", "Hand: {cards}")
NEXT_TILES = text("picture.next_tiles", "Next tiles: {tiles}")
MARKET = text("picture.market", "{resource}: next cube {price} ({cubes} left)")
MARKET_EMPTY = text("picture.market_empty", "{resource}: empty")
IN_ACTION = text("picture.in_action", "Seat {seat} is in the middle of: {action_name}")
MARKS = text("picture.marks", "Industries on the spaces and mats:")
LINES = text("picture.lines", "Lines and links:")
LINE_ALL = text("picture.line_all", "a line of every era")
LINE_ONLY = text("picture.line_only", "a line of the {eras} only", note="{eras}: era names joined with 'and'")
LINK_SEAT = text("picture.link_seat", "a link: its owner's colour and seat number, then the kind's letter")
LINK_OWNER = text("picture.link_owner", "a link: its owner's colour and seat number")
LINK_KIND = text("picture.link_kind", "{mark}: {kinds}", note="{mark}: the letter drawn on a link; {kinds}: link kinds")
MARK = text("picture.mark", "{abbr} {industry}")

#: Okabe-Ito colours, safe for the common colour-vision deficiencies
PLAYER_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#CC79A7")
RESOURCE_COLOURS = ("#222222", "#D55E00", "#F0E442", "#0072B2", "#999999", "#7F3C8D")
INDUSTRY_COLOURS = ("#F2D7B6", "#CFE3F1", "#D9EAD3", "#F4CCCC", "#E1D5E7", "#FFF2CC", "#D0E0E3", "#EAD1DC",
                    "#FCE5CD", "#D9D2E9")
PANEL = 430  # width of the side panel
LINE_COLOUR = "#9A9A9A"  # a line every era may use
FIRST_ERA_COLOUR = "#1F3A5F"  # a line of the first era only (canals): navy, unlike any player's colour
ROMAN = ("0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII")


@frozen
class PanelWords:
    """What the panel says that a view's plain data cannot: the title's own state in words
    (Pittsburgh's whiskey, oil, rewards) and the name of the action in progress, both from
    the game as the view's seat may see it (:func:`brass.core.picture.render.panel_words`)."""

    title: tuple[Message, ...] = ()
    action: Message | None = None
    #: the final ranking, once the game is over
    result: Message | None = None


NO_WORDS = PanelWords()


def _attrs(**values: Any) -> str:
    return " ".join(f"{k.replace('_', '-')}={quoteattr(str(v))}" for k, v in values.items())


def industry_marks(rules: Rules) -> list[str]:
    """A short, unique mark per industry (first letter, plus the next letter that tells apart)."""
    ids = [ind.id for ind in rules.industries.industries]
    marks: list[str] = []
    for i, name in enumerate(ids):
        mark = name[:1].upper()
        clash = [other for j, other in enumerate(ids) if j != i and other[:1] == name[:1]]
        if clash:
            for ch in name[1:]:
                if ch.isalpha() and all(ch not in other[1:2] for other in clash) and mark + ch not in marks:
                    mark += ch
                    break
        marks.append(mark)
    return marks


class BoardPicture:
    """Draws games of one title (rules + layout) in one language."""

    def __init__(self, rules: Rules, layout: Layout, lang: str = "en") -> None:
        self.rules = rules
        self.layout = layout
        self.lang = lang
        self.marks = industry_marks(rules)
        self.industry_of = {ind.id: i for i, ind in enumerate(rules.industries.industries)}
        self.resource_of = {res.id: i for i, res in enumerate(rules.industries.resources)}
        self.width = layout.width + PANEL
        self.height = max(layout.height, 760.0)

    def t(self, message: Message | str) -> str:
        return render(message, self.lang, self.rules.currency)

    # -- boxes ----------------------------------------------------------------------------
    def _box(self, location: int) -> tuple[float, float, float, float]:
        """(x, y, width, height) of a location's box, centred on its layout point."""
        w, h = box_size(self.rules, location)
        x, y = self.layout.points[location]
        return x - w / 2, y - h / 2, w, h

    # -- the picture ----------------------------------------------------------------------
    def svg(self, seen: dict[str, Any], words: PanelWords = NO_WORDS) -> str:
        """The whole picture of the view ``seen`` (a dict from ``view(game, seat)``)."""
        return "\n".join([self.open_tag(), self.static_layer(), self.dynamic_layer(seen, words), "</svg>"])

    def open_tag(self) -> str:
        w, h = int(self.width), int(self.height)
        return (f'<svg xmlns="http://www.w3.org/2000/svg" {_attrs(width=w, height=h)} viewBox="0 0 {w} {h}" '
                f'font-family="DejaVu Sans, Noto Sans Thai, sans-serif">')

    def static_layer(self) -> str:
        """What never changes during a game: the background, the lines, the places and their spaces."""
        parts = ['<g class="static">',
                 f'<rect {_attrs(x=0, y=0, width=int(self.width), height=int(self.height), fill="#FBF8F1")}/>']
        parts += self._lines()
        parts += self._places()
        parts.append("</g>")
        return "\n".join(parts)

    def dynamic_layer(self, seen: dict[str, Any], words: PanelWords = NO_WORDS) -> str:
        """What the view ``seen`` shows now, drawn over the static layer."""
        parts = ['<g class="dynamic">']
        parts += self._links(seen)
        parts += self._tiles(seen)
        parts += self._panel(seen, words)
        parts.append("</g>")
        return "\n".join(parts)

    def _segments(self, ends: tuple[int, ...]) -> tuple[list[tuple[float, float, float, float]], tuple[float, float]]:
        """Segments of a line between the edges of its ends' boxes, and its middle point."""
        pts = [self.layout.points[e] for e in ends]
        middle = (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
        if len(ends) == 2:
            a = _edge(self._box(ends[0]), pts[1])
            b = _edge(self._box(ends[1]), pts[0])
            return [(a[0], a[1], b[0], b[1])], middle
        out = []
        for e in ends:  # a line with three ends meets in the middle
            q = _edge(self._box(e), middle)
            out.append((middle[0], middle[1], q[0], q[1]))
        return out, middle

    def _lines(self) -> list[str]:
        rules = self.rules
        eras = len(rules.eras)
        out = ['<g class="lines">']
        for link in rules.board.links:
            if len(link.eras) < eras:
                style = _line_style(tuple(sorted(link.eras)))
            else:
                style = _attrs(stroke=LINE_COLOUR, stroke_width=2)
            segments, _ = self._segments(link.ends)
            out.append(f'<g class="line" {_attrs(data_target="link:" + link.ref)}>')
            for x1, y1, x2, y2 in segments:
                out.append(f'<line {_attrs(x1=round(x1), y1=round(y1), x2=round(x2), y2=round(y2))} {style}/>')
            out.append("</g>")
        out.append("</g>")
        return out

    def _links(self, seen: dict[str, Any]) -> list[str]:
        rules = self.rules
        board = rules.board
        out = ['<g class="links">']
        for entry in seen["links"]:
            link = board.links[board.link_index[entry["line"]]]
            colour = PLAYER_COLOURS[(entry["owner"] - 1) % len(PLAYER_COLOURS)]
            style = _attrs(stroke=colour, stroke_width=7, stroke_linecap="round")
            data = _attrs(data_line=link.ref, data_owner=entry["owner"], data_kind=entry["kind"],
                          data_target="link:" + link.ref)
            out.append(f'<g class="link" {data}>')
            segments, middle = self._segments(link.ends)
            for x1, y1, x2, y2 in segments:
                out.append(f'<line {_attrs(x1=round(x1), y1=round(y1), x2=round(x2), y2=round(y2))} {style}/>')
            kind_mark = entry["kind"][:1].upper() if len(rules.link_kinds) > 1 else ""
            out.append(f'<circle {_attrs(cx=round(middle[0]), cy=round(middle[1]), r=10, fill="#FFFFFF")} '
                       f'{_attrs(stroke=colour, stroke_width=2)}/>')
            out.append(f'<text {_attrs(x=round(middle[0]), y=round(middle[1]) + 4, font_size=11)} '
                       f'text-anchor="middle" font-weight="bold">{entry["owner"]}{escape(kind_mark)}</text>')
            out.append("</g>")
        out.append("</g>")
        return out

    def _places(self) -> list[str]:
        rules = self.rules
        board = rules.board
        out = ['<g class="locations">']
        for loc_index, loc in enumerate(board.locations):
            x, y, w, h = self._box(loc_index)
            fill = {"merchant": "#EFE6D2", "oilfield": "#E4E4E4"}.get(loc.kind, "#FFFFFF")
            out.append(f'<g class="location" {_attrs(data_id=loc.id, data_kind=loc.kind)}>')
            out.append(f'<rect {_attrs(x=round(x), y=round(y), width=round(w), height=round(h), rx=6, fill=fill)} '
                       f'stroke="#555555" stroke-width="1.5"/>')
            name = self.t(rules.names.location[loc_index]())
            out.append(f'<text {_attrs(x=round(x + w / 2), y=round(y + 13), font_size=name_size(name, w))} '
                       f'text-anchor="middle" {NAME_HALO}>{escape(name)}</text>')
            for space_index in board.spaces_at[loc_index]:
                space = board.spaces[space_index]
                sx, sy = self._space_at(space_index)
                marks = "/".join(self.marks[i] for i in sorted(space.allow))
                out += [f'<g class="space" {_attrs(data_space=space.ref, data_target="space:" + space.ref)}>',
                        (f'<rect {_attrs(x=round(sx), y=round(sy), width=SPACE, height=SPACE, fill="#F5F5F5")} '
                         f'stroke="#BBBBBB" stroke-dasharray="3 2"/>'),
                        (f'<text {_attrs(x=round(sx + SPACE / 2), y=round(sy + SPACE / 2 + 3), font_size=8)} '
                         f'text-anchor="middle" fill="#888888">{escape(marks)}</text>'), "</g>"]
            out.append("</g>")
        out.append("</g>")
        return out

    def _space_at(self, space: int) -> tuple[float, float]:
        board = self.rules.board
        sp = board.spaces[space]
        x, y, _, _ = self._box(sp.location)
        k = board.spaces_at[sp.location].index(space)
        return x + GAP + k * (SPACE + GAP), y + 18

    def _tiles(self, seen: dict[str, Any]) -> list[str]:
        board = self.rules.board
        out = ['<g class="tiles">']
        for tile in seen["tiles"]:
            space = board.space_index[tile["space"]]
            out += self._space(tile["space"], *self._space_at(space), tile)
        for entry in seen["merchants"]:
            slot = board.merchant_slots[board.merchant_slot_index[entry["slot"]]]
            x, y, _, _ = self._box(slot.location)
            k = [s.index for s in board.merchant_slots if s.location == slot.location].index(slot.index)
            out += self._merchant(entry["slot"], x + GAP + k * (SPACE + GAP), y + 18, entry)
        out.append("</g>")
        return out

    def _space(self, ref: str, x: float, y: float, tile: dict[str, Any]) -> list[str]:
        industry = self.industry_of.get(tile["industry"], 0)
        owner = tile["owner"]
        colour = PLAYER_COLOURS[(owner - 1) % len(PLAYER_COLOURS)]
        level = tile["level"]
        data = _attrs(data_space=ref, data_industry=tile["industry"], data_level=level, data_owner=owner,
                      data_flipped=str(tile["flipped"]).lower(), data_target="space:" + ref)
        out = [f'<g class="tile" {data}>',
               (f'<rect {_attrs(x=round(x), y=round(y), width=SPACE, height=SPACE)} '
                f'{_attrs(fill=INDUSTRY_COLOURS[industry % len(INDUSTRY_COLOURS)], stroke=colour)} '
                f'stroke-width="{5 if tile["flipped"] else 3}"/>'),
               (f'<text {_attrs(x=round(x + 3), y=round(y + 12), font_size=9)} font-weight="bold">'
                f'{escape(self.marks[industry])} {ROMAN[level] if 0 <= level < len(ROMAN) else level}</text>'),
               (f'<text {_attrs(x=round(x + SPACE - 3), y=round(y + SPACE - 4), font_size=10)} text-anchor="end" '
                f'font-weight="bold" {_attrs(fill="#000000")}>{owner}</text>')]
        if tile["flipped"]:
            # flipped: a tick in the bottom-left corner (where an unflipped tile shows its cubes)
            out.append(f'<path d="M{round(x + 4)} {round(y + SPACE - 9)} l3 4 l6 -8" fill="none" '
                       f'stroke="#000000" stroke-width="2"/>')
        cx = x + 5
        for resource, count in sorted(tile.get("cubes", {}).items()):
            colour_r = RESOURCE_COLOURS[self.resource_of.get(resource, 0) % len(RESOURCE_COLOURS)]
            for _ in range(count):
                at = _attrs(data_resource=resource, cx=round(cx), cy=round(y + SPACE - 7))
                out.append(f'<circle class="cube" {at} r="3" {_attrs(fill=colour_r)} '
                           f'stroke="#000000" stroke-width="0.5"/>')
                cx += 7
        out.append("</g>")
        return out

    def _merchant(self, ref: str, x: float, y: float, entry: dict[str, Any] | None) -> list[str]:
        tile = entry["tile"] if entry else ""
        goods = entry["goods"] if entry else 0
        data = _attrs(data_slot=ref, data_tile=tile, data_goods=goods, data_target="merchant:" + ref)
        out = [f'<g class="merchant" {data}>',
               (f'<rect {_attrs(x=round(x), y=round(y), width=SPACE, height=SPACE)} '
                f'{_attrs(fill="#FFFDF5" if tile else "#EEEEEE")} stroke="#8C6D3F"/>'),
               (f'<text {_attrs(x=round(x + SPACE / 2), y=round(y + 14), font_size=8)} text-anchor="middle">'
                f'{escape(self._merchant_label(entry))}</text>')]
        for k in range(goods):
            out.append(f'<circle {_attrs(cx=round(x + 8 + 9 * k), cy=round(y + SPACE - 8), r=4, fill="#F0E442")} '
                       f'stroke="#8C6D3F"/>')
        out.append("</g>")
        return out

    def _merchant_label(self, entry: dict[str, Any] | None) -> str:
        """What a merchant's tile buys now, in the spaces' industry marks ("Ct/M/P"; "–" for a
        tile that buys nothing), where the view says; otherwise the start of the tile's id."""
        tile = entry["tile"] if entry else ""
        if not entry or not tile or "buys" not in entry:
            return tile[:7]
        index = self.rules.industries.industry_index
        return "/".join(self.marks[index[i]] for i in entry["buys"]) or "–"

    # -- the side panel -------------------------------------------------------------------
    def _panel(self, seen: dict[str, Any], words: PanelWords) -> list[str]:
        rules = self.rules
        x = self.layout.width + 15
        y = 28.0
        out = ['<g class="panel">']

        def line(content: str, size: int = 13, bold: bool = False, fill: str = "#000000", **data: Any) -> None:
            nonlocal y
            weight = ' font-weight="bold"' if bold else ""
            extra = (" " + _attrs(**data)) if data else ""
            out.append(f'<text {_attrs(x=round(x), y=round(y), font_size=size, fill=fill)}{weight}{extra}>'
                       f'{escape(content)}</text>')
            y += size + 6

        def lines(content: str, size: int, **kw: Any) -> None:
            for part in _wrapped(content, int(PANEL / (size * 0.6))):
                line(part, size, **kw)

        era = rules.era_index.get(seen["era"], 0)
        lines(self.t(HEADING(title=rules.info.name, era=rules.names.era[era](), round=seen["round"])), 15,
              bold=True)
        if words.result is not None:
            lines(self.t(words.result), 13, bold=True, fill="#8C2D04")
        lines(self.t(ORDER(order=[str(p) for p in seen["order"]], count=seen["deck_size"])), 12)
        y += 4
        for p in seen["players"]:
            seat = p["seat"]
            colour = PLAYER_COLOURS[(seat - 1) % len(PLAYER_COLOURS)]
            out.append(f'<rect {_attrs(x=round(x), y=round(y - 12), width=16, height=16, fill=colour)} stroke="#000"/>')
            out.append(f'<text {_attrs(x=round(x + 8), y=round(y + 1), font_size=11)} text-anchor="middle" '
                       f'font-weight="bold">{seat}</text>')
            x += 22
            label = self.t(PLAYER(money=Money(p["money"]), income=p["income_level"], vp=p["vp"], count=p["hand_size"]))
            line(label, 13, bold=True,
                 **{"class": "player", "data_seat": seat, "data_money": p["money"], "data_vp": p["vp"]})
            x -= 22
            lines(self.t(NEXT_TILES(tiles=self._next_tiles(p["mat"]))), 11, fill="#333333")
            if "hand" in p:
                names = rules.names
                hand = [names.card(rules, rules.card_index[c]) for c in p["hand"]]
                lines(self.t(HAND(cards=hand or "-")), 11, fill="#333333")
        y += 4
        for m in rules.markets:
            if m.id not in seen["markets"] or not m.in_play(len(seen["players"])):
                continue
            cubes = seen["markets"][m.id]
            price = buy_price(m, cubes)
            name = rules.names.market(rules, m.index)
            out.append(f'<g class="market" {_attrs(data_target="market:" + m.id)}>')
            lines(self.t(MARKET(resource=name, cubes=cubes, price=Money(price)) if price >= 0
                         else MARKET_EMPTY(resource=name)), 12)
            out.append("</g>")
        if words.title:
            y += 4
            for message in words.title:
                lines(self.t(message), 11, fill="#333333")
        if "action" in seen:
            act = seen["action"]
            lines(self.t(IN_ACTION(seat=act["player"], action_name=words.action or act["action"])), 12)
        y += 4
        line(self.t(MARKS()), 10, fill="#333333")
        industry = rules.names.industry
        for i, mark in enumerate(self.marks):
            line(self.t(MARK(abbr=mark, industry=industry[i]())), 10, fill="#333333")
        y += 4
        line(self.t(LINES()), 10, fill="#333333")
        for style, words_of in self._legend(seen):
            ends = _attrs(x1=round(x), y1=round(y - 4), x2=round(x + 30), y2=round(y - 4))
            out.append(f'<line class="legend" {ends} {style}/>')
            x += 38
            for part in _wrapped(self.t(words_of), int((PANEL - 38) / 6)):
                line(part, 10, fill="#333333")
            x -= 38
        out.append("</g>")
        return out

    def _legend(self, seen: dict[str, Any]) -> list[tuple[str, Message]]:
        """(line style, words) for each kind of line the board draws, then links and the kind
        letters of the links on the board now."""
        rules = self.rules
        names = rules.names
        out = [(_attrs(stroke=LINE_COLOUR, stroke_width=2), LINE_ALL())]
        limited = sorted({tuple(sorted(link.eras)) for link in rules.board.links if len(link.eras) < len(rules.eras)})
        for eras in limited:
            out.append((_line_style(eras), LINE_ONLY(eras=Items(tuple(names.era[e]() for e in eras)))))
        if seen["links"]:
            words = LINK_SEAT() if len(rules.link_kinds) > 1 else LINK_OWNER()
            out.append((_attrs(stroke=PLAYER_COLOURS[0], stroke_width=7, stroke_linecap="round"), words))
        if len(rules.link_kinds) > 1:
            kinds: dict[str, set[int]] = {}
            for entry in seen["links"]:
                kinds.setdefault(entry["kind"][:1].upper(), set()).add(rules.link_kind_index[entry["kind"]])
            for mark, found in sorted(kinds.items()):
                listed = Items(tuple(names.link_kind[k]() for k in sorted(found)), "or")
                out.append(('stroke="none"', LINK_KIND(mark=mark, kinds=listed)))
        return out

    def _next_tiles(self, mat: dict[str, int]) -> str:
        """The lowest tile left of each industry, e.g. ``CtI×3 Cl II×2``."""
        lowest: dict[int, tuple[int, int]] = {}
        for ref, count in mat.items():
            if count <= 0:
                continue
            tile = self.rules.tiles[self.rules.industries.tile_index[ref]]
            best = lowest.get(tile.industry)
            if best is None or tile.level < best[0]:
                lowest[tile.industry] = (tile.level, count)
        return " ".join(f"{self.marks[i]} {ROMAN[lv] if 0 <= lv < len(ROMAN) else lv}×{n}"
                        for i, (lv, n) in sorted(lowest.items()))


#: a location's name keeps a rim of the paper's colour, so a name wider than its box stays
#: readable where it crosses the box's border or a line
NAME_HALO = 'paint-order="stroke" stroke="#FBF8F1" stroke-width="3" stroke-linejoin="round"'
NAME_SIZE, NAME_SIZE_MIN = 11, 8


def name_size(name: str, width: float) -> int:
    """The font size (8 to 11) at which ``name`` fits a box ``width`` wide, as near as a width
    estimated without the font allows: combining marks (Thai vowels and tones) take no room,
    wide (CJK) characters a whole em, the rest about 0.6 em."""
    ems = sum(0 if unicodedata.combining(c) or unicodedata.category(c) == "Mn" else
              1.0 if unicodedata.east_asian_width(c) in "WF" else 0.6 for c in name)
    if ems == 0:
        return NAME_SIZE
    return max(NAME_SIZE_MIN, min(NAME_SIZE, int((width - 4) / ems)))


def _line_style(eras: tuple[int, ...]) -> str:
    """A line only some eras may use: dashed, in navy when the first era may use it (no player's
    colour is near it), else grey."""
    return _attrs(stroke=FIRST_ERA_COLOUR if eras[0] == 0 else "#8A8A8A", stroke_width=2, stroke_dasharray="7 5")


def _edge(box: tuple[float, float, float, float], toward: tuple[float, float]) -> tuple[float, float]:
    """Where the segment from ``box``'s centre toward the point ``toward`` leaves the box."""
    x, y, w, h = box
    cx, cy = x + w / 2, y + h / 2
    dx, dy = toward[0] - cx, toward[1] - cy
    if dx == 0 and dy == 0:
        return cx, cy
    scale = min((w / 2) / abs(dx) if dx else float("inf"), (h / 2) / abs(dy) if dy else float("inf"))
    scale = min(scale, 1.0)
    return cx + dx * scale, cy + dy * scale


def _wrapped(content: str, width: int) -> Iterable[str]:
    """``content`` in lines of at most ``width`` columns, broken between words (Thai ones too)."""
    return [line for line in wrap_line(content, width) if line]
