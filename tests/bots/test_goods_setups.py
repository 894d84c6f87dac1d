"""Plans that build goods are judged by the sale they set up (``Profile.next_goods``)."""
from __future__ import annotations

import attrs
import pytest

from brass.core.hooks.games import new_game
from brass.core.play.seat import Seat
from brass.plugins.bots.evaluation import goods_industries
from brass.plugins.bots.goods import goods_setups, unsold_goods
from brass.plugins.bots.heuristic_bot import Planner
from brass.plugins.bots.profile import Profile, profile_for
from tests.bots.test_bots import SETS_UP_A_SALE

#: two-player Birmingham, seed 1, canal era round 4 (see ``SETS_UP_A_SALE``): the two plans at the top
LINK_SHREWSBURY = ("build", "card:coalbrookdale", "network", "card:brewery", "link:coalbrookdale-shrewsbury")
MANUFACTURER = ("network", "card:brewery", "link:birmingham-oxford", "build", "card:wild_industry",
                "industry:manufacturer", "slot:birmingham/2")


def _position() -> tuple[object, Profile]:
    game = new_game("birmingham", 2, 1)
    for option in SETS_UP_A_SALE:
        game.apply(option)
    sample = Seat(game, 0).sample(1)
    return sample, profile_for(sample)


def test_a_goods_build_below_the_best_plan_is_judged_by_the_sale_it_sets_up() -> None:
    """With one plan judged by the next action (``next_width`` 1), the seat links Coalbrookdale
    to Shrewsbury; with ``next_goods`` 1 the best plan that builds goods (a Manufacturer at
    Birmingham, linked to the Oxford merchant, with its own beer at Stone) is judged too: its
    next action sells it, and it leads."""
    sample, prof = _position()
    plain = attrs.evolve(prof, next_width=1, next_goods=0)
    plans, _ = Planner(plain, 0).plans(sample)
    assert plans[0][0] == LINK_SHREWSBURY
    own = dict(Planner(attrs.evolve(prof, next_width=0), 0).plans(sample)[0])
    planner = Planner(attrs.evolve(plain, next_goods=1), 0)
    plans, _ = planner.plans(sample)
    assert set(planner.next_gains) == {LINK_SHREWSBURY, MANUFACTURER}
    assert plans[0][0] == MANUFACTURER
    # the gain is the best single action's value from the plan's end over the end's own
    end = planner.ends[MANUFACTURER]
    g = end.clone()
    g.state.actions_left = 1
    g.refresh()
    nxt, _ = Planner(attrs.evolve(prof, next_width=0), 0, width=0).plans(g)
    assert nxt[0][0][0] == "sell"
    assert planner.next_gains[MANUFACTURER] == pytest.approx(nxt[0][1] - own[MANUFACTURER])
    assert dict(plans)[MANUFACTURER] == pytest.approx(nxt[0][1])
    # the manufacturer is the seat's one unsold goods tile there
    goods = goods_industries(sample, prof)
    assert (unsold_goods(sample, 0, goods), unsold_goods(end, 0, goods)) == (0, 1)


def test_goods_setups_picks_the_first_plans_that_leave_more_unsold_goods() -> None:
    """Among plans best first, the first ``count`` whose end holds more of the seat's unsold goods
    tiles, one per outcome, none of the outcomes already judged."""
    sample, prof = _position()
    planner = Planner(attrs.evolve(prof, next_width=0), 0)
    plans, _ = planner.plans(sample)
    goods = goods_industries(sample, prof)
    builds = [i for i, (ids, _) in enumerate(plans) if unsold_goods(planner.ends[ids], 0, goods) > 0]
    assert plans[builds[0]][0] == MANUFACTURER
    assert goods_setups(sample, 0, plans, planner.ends, 1, set(), goods) == builds[:1]
    seen = {planner.ends[MANUFACTURER].state.position_key()}
    picked = goods_setups(sample, 0, plans, planner.ends, 2, seen, goods)
    assert len(picked) == 2 and builds[0] not in picked and picked[0] > builds[0]
    keys = {planner.ends[plans[i][0]].state.position_key() for i in picked}
    assert len(keys) == 2 and not keys & seen
    assert goods_setups(sample, 0, plans, planner.ends, 0, set(), goods) == []


def test_next_goods_from_a_bot_file() -> None:
    assert Profile.from_plain({"players": {"4": {"next_goods": 2}}}, 4).next_goods == 2
    assert Profile.from_plain({}, 4).next_goods == 0
