"""A small seeded random generator whose whole state is one integer.

The integer lives in the game state, so cloning, saving and replaying a game
carry the generator with it (Python's ``random.Random`` state is 625 words).
Algorithm: SplitMix64 (Steele, Lea & Flood 2014): fast, well mixed, tiny state.
"""
from __future__ import annotations

from collections.abc import MutableSequence
from typing import Protocol, TypeVar

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15

T = TypeVar("T")


class HasRng(Protocol):
    rng: int


def seed_state(seed: int) -> int:
    """The generator state for a user seed (any int, negatives included)."""
    return (seed * 0xD1B54A32D192ED03 + 0x2545F4914F6CDD1D) & _MASK


def next_u64(holder: HasRng) -> int:
    """Advance ``holder.rng`` and return 64 random bits."""
    s = (holder.rng + _GAMMA) & _MASK
    holder.rng = s
    z = s
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def randbelow(holder: HasRng, n: int) -> int:
    """A uniform integer in ``range(n)`` (rejection sampling: no modulo bias)."""
    if n <= 0:
        raise ValueError("randbelow needs n > 0")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        v = next_u64(holder)
        if v < limit:
            return v % n


def shuffle(holder: HasRng, items: MutableSequence[T]) -> None:
    """Fisher-Yates shuffle in place."""
    for i in range(len(items) - 1, 0, -1):
        j = randbelow(holder, i + 1)
        items[i], items[j] = items[j], items[i]
