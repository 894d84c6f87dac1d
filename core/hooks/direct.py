"""Hook calls without pluggy's per-call machinery where a hook has a single implementation.

The engine calls a few hooks at every turn end, income step and round (``brass_turn_end``,
``brass_collect_income``, ``brass_round_end``...), and most games register only core's
default for them.  Pluggy builds the argument list, runs its call loop and gathers results
on every call; for a hook with one plain implementation that is the implementation called
with its arguments.  :class:`PluginManager` keeps such direct callers in
:attr:`~PluginManager.direct_hook` and forgets them whenever its plugins change, so a call
through it answers exactly what ``pm.hook`` would:

- a ``firstresult`` hook returns the implementation's value; any other returns a list of
  it (empty when it is None), as pluggy does; a hook nobody implements answers None or [];
- a hook with several implementations, a wrapper, defaults in its spec, no spec, or a
  manager with call monitoring or tracing is left to pluggy.
"""
from __future__ import annotations

from typing import Any, Callable

import pluggy


class DirectHooks:
    """Attribute ``name``: a callable taking the hook's keyword arguments, direct when it can
    be (resolved on first use, kept until the manager's plugins change)."""

    def __init__(self, pm: "PluginManager") -> None:
        self._pm = pm

    def __getattr__(self, name: str) -> Callable[..., Any]:
        if name.startswith("_"):
            raise AttributeError(name)
        caller = getattr(self._pm.hook, name)
        found = direct_caller(caller) if not self._pm.monitored else None
        if found is None:
            found = caller
        self.__dict__[name] = found
        return found


def direct_caller(caller: Any) -> Callable[..., Any] | None:
    """A plain function answering like ``caller`` (a pluggy hook caller), or None when only
    pluggy can (see the module's docstring)."""
    spec = caller.spec
    if spec is None or caller.is_historic() or spec.kwargdefaults:
        return None
    impls = caller.get_hookimpls()
    firstresult = spec.opts.get("firstresult", False)
    if not impls:
        return _nothing if firstresult else _no_results
    if len(impls) != 1:
        return None
    impl = impls[0]
    if impl.hookwrapper or impl.wrapper:
        return None
    function = impl.function
    names = tuple(impl.argnames)
    if firstresult:
        def first(**kwargs: Any) -> Any:
            return function(*[kwargs[n] for n in names])
        return first

    def every(**kwargs: Any) -> list[Any]:
        result = function(*[kwargs[n] for n in names])
        return [] if result is None else [result]
    return every


def _nothing(**kwargs: Any) -> None:
    """A ``firstresult`` hook nobody implements."""
    return None


def _no_results(**kwargs: Any) -> list[Any]:
    """A hook nobody implements."""
    return []


class PluginManager(pluggy.PluginManager):
    """A pluggy manager that also offers :attr:`direct_hook` (see the module's docstring)."""

    def __init__(self, project_name: str) -> None:
        super().__init__(project_name)
        #: whether call monitoring or tracing is on (then every call goes through pluggy)
        self.monitored = False
        self.direct_hook = DirectHooks(self)

    def _changed(self) -> None:
        self.direct_hook = DirectHooks(self)

    def register(self, plugin: Any, name: str | None = None) -> str | None:
        try:
            return super().register(plugin, name)
        finally:
            self._changed()

    def unregister(self, plugin: Any = None, name: str | None = None) -> Any:
        try:
            return super().unregister(plugin, name)
        finally:
            self._changed()

    def set_blocked(self, name: str) -> None:
        try:
            super().set_blocked(name)
        finally:
            self._changed()

    def add_hookspecs(self, module_or_class: Any) -> None:
        try:
            super().add_hookspecs(module_or_class)
        finally:
            self._changed()

    def add_hookcall_monitoring(self, before: Any, after: Any) -> Callable[[], None]:
        self.monitored = True
        self._changed()
        return super().add_hookcall_monitoring(before, after)


def direct_hooks(pm: pluggy.PluginManager) -> Any:
    """What the engine calls hooks through: ``pm.direct_hook`` for a :class:`PluginManager`,
    else ``pm.hook`` (a manager built elsewhere, as some tests do)."""
    found = getattr(pm, "direct_hook", None)
    return pm.hook if found is None else found


__all__ = ["DirectHooks", "PluginManager", "direct_caller", "direct_hooks"]
