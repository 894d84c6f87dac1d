"""Negative income that cannot be paid: sell your own industries at half cost, then lose VP."""
from __future__ import annotations

from .scenario import Scenario


def play_passes(sc: Scenario) -> None:
    """Everyone passes until the round ends or a debt asks which tile to sell."""
    game = sc.game
    st = sc.state
    start = st.round
    while st.round == start:
        if st.frame is not None and st.frame.action == "liquidate":
            return
        opts = sc.options()
        # the menu's "pass", or the card for a pass (a lone "pass" resolves itself)
        assert "pass" in opts or (st.frame is not None and st.frame.action == "pass")
        game.apply("pass" if "pass" in opts else opts[0])


def debtor(money: int = 2, space: int = 5) -> Scenario:
    """Seat 0 is at income level -5 (space 5) with ``money``; a full round of passes follows."""
    sc = Scenario(era="canal")
    sc.money(0, money).income(0, space)
    hands = (("coventry", "stafford"), ("iron", "coal"), ("dudley", "cannock"), ("walsall", "brewery"))
    for p, cards in enumerate(hands):
        sc.hand(p, *cards)
    return sc


def test_income_you_can_pay_needs_no_sale() -> None:
    sc = debtor(money=5)
    sc.tile("birmingham/1", "cotton/1", 0).ready()
    play_passes(sc)
    st = sc.state
    assert st.round == 3
    assert st.money == [0, 50, 50, 50]
    assert sc.space("birmingham/1")["owner"] == 0


def test_the_player_chooses_which_tile_to_sell_and_keeps_the_excess() -> None:
    sc = debtor()
    sc.tile("birmingham/1", "cotton/1", 0).tile("dudley/1", "coal/1", 0).ready()
    st = sc.state
    play_passes(sc)
    # £2 of the £5 owed is paid; £3 is still owed
    assert st.money[0] == 0
    d = sc.game.decision()
    assert d.player == 0
    # half the printed cost, rounded down: cotton I £12 -> £6, coal I £5 -> £2
    assert set(sc.options()) == {"slot:birmingham/1", "slot:dudley/1"}
    sc.do("slot:birmingham/1")
    assert sc.space("birmingham/1") == {"owner": -1, "tile": None, "flipped": False, "cubes": 0}
    assert sc.space("dudley/1") == {"owner": 0, "tile": "coal/1", "flipped": False, "cubes": 2}
    assert st.money == [3, 50, 50, 50]
    assert st.retired[0] == 1  # the sold tile leaves the game
    assert sc.mat_count(0, "cotton/1") == 2
    assert st.vp[0] == 0
    assert st.round == 3 and st.frame is None


def test_selling_continues_until_the_debt_is_covered() -> None:
    sc = debtor()
    sc.tile("birmingham/1", "cotton/1", 0).tile("dudley/1", "coal/1", 0).ready()
    st = sc.state
    play_passes(sc)
    sc.do("slot:dudley/1")
    # £2 raised, £1 still owed: the last saleable tile is the only choice and goes too
    assert sc.space("dudley/1")["owner"] == -1
    assert sc.space("birmingham/1")["owner"] == -1
    assert st.money[0] == 5
    assert st.retired[0] == 2
    assert st.vp[0] == 0
    assert st.round == 3


def test_tiles_worth_nothing_are_not_offered() -> None:
    sc = debtor()
    sc.tile("birmingham/1", "cotton/1", 0).tile("dudley/1", "coal/1", 0).tile("coventry/1", "pottery/2", 0).ready()
    play_passes(sc)
    assert set(sc.options()) == {"slot:birmingham/1", "slot:dudley/1"}


def test_flipped_industries_may_be_sold_too() -> None:
    sc = debtor()
    sc.tile("birmingham/1", "cotton/1", 0, flipped=True).tile("dudley/1", "coal/1", 0).ready()
    play_passes(sc)
    assert set(sc.options()) == {"slot:birmingham/1", "slot:dudley/1"}
    sc.do("slot:birmingham/1")
    assert sc.state.money[0] == 3


def test_when_tiles_run_out_each_pound_still_owed_costs_a_vp() -> None:
    sc = debtor()
    sc.tile("dudley/1", "coal/1", 0).ready()
    st = sc.state
    st.vp[0] = 10
    play_passes(sc)
    # the only saleable tile is sold without a choice: £2 of the £3, then 1 VP
    assert st.round == 3
    assert sc.space("dudley/1")["owner"] == -1
    assert st.money[0] == 0
    assert st.vp == [9, 0, 0, 0]


def test_vp_do_not_fall_below_zero() -> None:
    sc = debtor(money=0, space=2)  # level -8: owes £8
    # pottery II is worth £0: nothing can be sold
    sc.tile("coventry/1", "pottery/2", 0).ready()
    st = sc.state
    st.vp[0] = 3
    play_passes(sc)
    assert st.round == 3
    assert st.vp[0] == 0
    assert st.money[0] == 0
    assert sc.space("coventry/1") == {"owner": 0, "tile": "pottery/2", "flipped": False, "cubes": 0}


def test_links_are_never_sold() -> None:
    sc = debtor()
    sc.link("birmingham-dudley", 0).link("birmingham-coventry", 0).ready()
    st = sc.state
    st.vp[0] = 10
    play_passes(sc)
    assert st.round == 3
    assert st.vp[0] == 7
    assert st.money[0] == 0
    assert st.links_left[0] == [12]
    assert st.link_owner[sc.rules.board.link_index["birmingham-dudley"]] == 0
    assert st.link_owner[sc.rules.board.link_index["birmingham-coventry"]] == 0


def test_only_your_own_industries_are_sold() -> None:
    sc = debtor()
    sc.tile("birmingham/1", "cotton/1", 1).tile("dudley/1", "coal/1", 0).ready()
    st = sc.state
    st.vp[0] = 10
    play_passes(sc)
    # seat 1's mill is not seat 0's to sell: only the coal mine (£2) goes, then 1 VP
    assert sc.space("birmingham/1")["owner"] == 1
    assert sc.space("dudley/1")["owner"] == -1
    assert st.vp[0] == 9
    assert st.round == 3


def test_two_debtors_settle_in_turn_order() -> None:
    sc = debtor()
    sc.income(2, 4).money(2, 1)  # seat 2 owes £6 with £1
    sc.tile("birmingham/1", "cotton/1", 0).tile("dudley/1", "coal/1", 0)
    sc.tile("coventry/1", "pottery/1", 2).tile("walsall/1", "iron/1", 2).ready()
    st = sc.state
    play_passes(sc)
    assert sc.game.decision().player == 0
    sc.do("slot:dudley/1")  # £2 of £3; then the mill goes without a choice: £6 - £1
    assert st.money[0] == 5
    # seat 2 owes £5: pottery I (£8) or iron works I (£2)
    assert sc.game.decision().player == 2
    assert set(sc.options()) == {"slot:coventry/1", "slot:walsall/1"}
    sc.do("slot:walsall/1")
    # £2 of £5 raised; the pottery (£8) then covers the remaining £3
    assert sc.space("coventry/1")["owner"] == -1
    assert st.money == [5, 50, 5, 50]
    assert st.round == 3


def test_the_log_says_what_was_paid_and_what_is_still_owed() -> None:
    from brass.core.i18n.messages import render

    sc = debtor(money=2)
    sc.tile("birmingham/1", "cotton/1", 0).ready()
    said: list[str] = []
    sc.game.listener = lambda m: said.append(render(m))
    play_passes(sc)
    assert "P1 owes £5 for negative income but has only £2: pays £2, £3 short." in said
    assert not any("pays £5" in line for line in said)
    # a debt that can be paid is one line
    sc = debtor(money=5)
    sc.ready()
    said.clear()
    sc.game.listener = lambda m: said.append(render(m))
    play_passes(sc)
    assert "P1 pays £5 for negative income." in said
