"""A player's mat as text: the next tile of each industry and what it costs and earns.

Shown by ``mat`` in ``brass play``; the build menu's industry options reuse
:func:`tile_summary` so the price is seen where the choice is made.
"""
from __future__ import annotations

from brass.core.cli.common import Output
from brass.core.i18n.messages import Items, Message, Money, text
from brass.core.i18n.plural import plural
from brass.core.play.engine import Game, player_name

MAT_HEADING = text("play.mat_heading", "Mat of {player} — the next tile of each industry:")
MAT_LINE = text("play.mat_line", "{tile} ({left}): {summary}")
MAT_EMPTY = text("play.mat_empty", "{industry}: no tiles left")
MAT_LOCKED = text("play.mat_locked", "{industry}: opens when your mat has run out of {tiles}",
                  note="{tiles}: the tiles that open it, joined with 'or' (emptying any one of them opens it)")
TILES_LEFT = plural("play.tiles_left", "{count} left", "{count} left")
SUMMARY = text("play.tile_summary", "costs {cost}; {vp} VP, income +{income}, {icons}")
LINK_ICONS = plural("play.link_icons", "{count} link icon", "{count} link icons")
INCOME_LEVELS = plural("play.cost_income_levels", "{count} income level", "{count} income levels")
SELLS_WITH = text("play.sells_with", "sells with {quantity}")
ONLY_IN = text("play.only_in", "{eras} only")
DEVELOP_FIRST = text("play.develop_first", "not in the {era}: develop it first")
NO_DEVELOP = text("play.no_develop", "cannot be developed")
NOTES = text("play.tile_notes", "{summary}; {notes}")


def tile_summary(game: Game, tile: int) -> Message:
    """Price (money, resources, income levels lost), VP, income, link icons, what selling needs,
    era limits."""
    rules = game.rules
    names = rules.names
    t = rules.tiles[tile]
    cost: list[Message | Money] = [Money(t.money)]
    cost += [names.amount[r](count=n) for r, n in t.cost]
    if t.income_cost:
        cost.append(INCOME_LEVELS(count=t.income_cost))
    summary = SUMMARY(cost=cost, vp=t.vp, income=t.income, icons=LINK_ICONS(count=t.link_icons))
    notes: list[Message] = [SELLS_WITH(quantity=names.amount[r](count=n)) for r, n in t.sell if n]
    if len(t.eras) < len(rules.eras):
        if game.state.era in t.eras:
            notes.append(ONLY_IN(eras=[names.era[e]() for e in sorted(t.eras)]))
        else:
            notes.append(DEVELOP_FIRST(era=names.era[game.state.era]()))
    if not t.develop:
        notes.append(NO_DEVELOP())
    return NOTES(summary=summary, notes=notes) if notes else summary


def priced_tile(game: Game, player: int, option_id: str) -> int | None:
    """The tile a Build option picks (``industry:`` the lowest open tile of an industry,
    ``tile:`` a mat position), so the menu shows its price; None for other options."""
    frame = game.state.frame
    if frame is None or frame.action != "build":
        return None
    rules = game.rules
    kind, _, ref = option_id.partition(":")
    if kind == "industry":
        industry = rules.industries.industry_index.get(ref, -1)
        positions = rules.mat.accessible(game.state.mat[player], industry) if industry >= 0 else []
        return rules.mat.positions[positions[0]].tile if positions else None
    if kind == "tile":
        return next((p.tile for p in rules.mat.positions if p.id == ref), None)
    return None


def mat_lines(game: Game, player: int) -> list[Message]:
    """Heading and one line per accessible mat position, or why an industry has none: no tiles
    left, or not yet (its tiles wait until one of the positions before them runs out)."""
    rules = game.rules
    mat = rules.mat
    counts = game.state.mat[player]
    lines: list[Message] = [MAT_HEADING(player=player_name(player))]
    for industry in range(len(rules.industries.industries)):
        positions = mat.accessible(counts, industry)
        if not positions:
            before = mat.waiting_on(counts, industry)
            if before:
                tiles = Items(tuple(rules.names.tile(rules, mat.positions[a].tile) for a in before), "or")
                lines.append(MAT_LOCKED(industry=rules.names.industry[industry](), tiles=tiles))
            else:
                lines.append(MAT_EMPTY(industry=rules.names.industry[industry]()))
        for pos in positions:
            tile = mat.positions[pos].tile
            lines.append(MAT_LINE(tile=rules.names.tile(rules, tile), left=TILES_LEFT(count=counts[pos]),
                                  summary=tile_summary(game, tile)))
    return lines


def print_mat(out: Output, game: Game, player: int) -> None:
    for line in mat_lines(game, player):
        out.echo(line)


__all__ = ["mat_lines", "print_mat", "priced_tile", "tile_summary"]
