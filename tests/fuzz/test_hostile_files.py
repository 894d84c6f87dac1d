"""A hostile-file fuzzer (hypothesis): mutated saves, positions and variants are either read or
refused with one error line (exit code 1), never a traceback; nothing is written on refusal, the
file read is unchanged, and each run ends in bounded time."""
from __future__ import annotations

import os
import re
import tempfile
import time
from pathlib import Path

import tomli_w
from hypothesis import HealthCheck, given, settings, strategies as st

from brass.core.files.session import Session
from tests.cli.helpers import POSITION, VARIANT

from .helpers import run

HOSTILE_VALUES = [
    "-1", "-30", "0", "99999999999999999999", "9" * 5000, "1979-05-27", "07:32:00", "nan", "inf", "-inf", "1e9",
    '"\\u001b[31m\\n"', "[" * 200 + "]" * 200, "{ a = 1 }", '"helper.py"', '["helper.py", "/tmp/x.py"]', "true",
    '""', '"' + "A" * 100_000 + '"', '[1, "a"]', "-9223372036854775808", "[[[[1]]]]", '"\\u202e"', "[]", "{}",
]
HOSTILE_SNIPPETS = [
    "\n[[player]]\nmoney = -5\n", "\nplugins = [\"helper.py\"]\n", "\n[variant]\nname = 2020-01-01\n", "\x00",
    "\n[[change]]\npath = \"cards:card[0].copies\"\nvalue = 1000000000\n", "\"\"\"", "[[", "= =", "\ufeff",
    "\nx = " + "{a=" * 300 + "1" + "}" * 300 + "\n",
    "\n[a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z.aa.bb.cc.dd.ee.ff.gg]\n",
]
_ASSIGN = re.compile(r"= [^\n]*")


def base_save() -> str:
    session = Session.new("birmingham", 2, 1)
    for _ in range(3):
        session.apply(session.game.decision().ids()[0])
    return tomli_w.dumps(session.to_dict())


BASES = {"save": base_save(), "position": POSITION, "variant": VARIANT.read_text()}


@st.composite
def mutated(draw, kind: str) -> str:
    text = BASES[kind]
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["value", "value", "insert", "delete", "text"]))
        if op == "value":
            spots = [m.span() for m in _ASSIGN.finditer(text)]
            start, end = draw(st.sampled_from(spots))
            text = text[:start] + "= " + draw(st.sampled_from(HOSTILE_VALUES)) + text[end:]
        elif op == "insert":
            at = draw(st.integers(0, len(text)))
            text = text[:at] + draw(st.sampled_from(HOSTILE_SNIPPETS)) + text[at:]
        elif op == "delete":
            at = draw(st.integers(0, len(text)))
            text = text[:at] + text[at + draw(st.integers(1, 40)):]
        else:
            at = draw(st.integers(0, len(text)))
            text = text[:at] + draw(st.text(max_size=12)) + text[at:]
    return text


def check(kind: str, content: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "helper.py").write_text(
            "import pathlib; pathlib.Path(__file__).with_name('MARKER').write_text('x')\n")
        file = folder / "in.toml"
        file.write_bytes(content.encode("utf-8", "surrogatepass"))
        before = file.read_bytes()
        out = folder / "out.toml"
        args = {"save": ("show", file), "position": ("new", "--position", file, "-o", out),
                "variant": ("new", "birmingham", "-p", "2", "--variant", file, "-o", out)}[kind]
        start = time.perf_counter()
        r = run(*args)
        assert time.perf_counter() - start < 15
        assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
        assert r.exit_code in (0, 1), (r.exit_code, r.output)
        if r.exit_code == 1:
            lines = r.stderr.splitlines()
            assert len(lines) == 1 and lines[0].startswith("Error: ") and len(lines[0]) < 2000, lines
            assert not out.exists()
        assert "Traceback" not in r.output
        assert file.read_bytes() == before
        assert not (folder / "MARKER").exists()
        assert sorted(p.name for p in folder.iterdir()) in (["helper.py", "in.toml"],
                                                           ["helper.py", "in.toml", "out.toml"])


#: examples per kind (CI: 40; set BRASS_HOSTILE_EXAMPLES for a longer hunt)
FUZZ = settings(max_examples=int(os.environ.get("BRASS_HOSTILE_EXAMPLES", "40")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(mutated("save"))
def test_hostile_saves(content: str) -> None:
    check("save", content)


@FUZZ
@given(mutated("position"))
def test_hostile_positions(content: str) -> None:
    check("position", content)


@FUZZ
@given(mutated("variant"))
def test_hostile_variants(content: str) -> None:
    check("variant", content)
