"""Where simulated games run: this process, local worker processes, or a Dask cluster.

Every game's seeds derive from the master seed and the game's index, and results come back in
index order, so the same command gives the same results wherever it runs.
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

EXECUTORS = ("local", "dask")


def run_local(run: Callable[[int], Any], games: int, workers: int) -> Iterator[Any]:
    """Games in this process (one worker) or in a pool of worker processes."""
    if workers <= 1:
        for i in range(games):
            yield run(i)
        return
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield from pool.map(run, range(games), chunksize=max(1, games // (workers * 8)))


def run_dask(run: Callable[[int], Any], games: int, workers: int, address: str | None) -> Iterator[Any]:
    """Games on a Dask cluster: the scheduler at ``address`` (``tcp://host:8786``), or a local
    cluster of ``workers`` processes started for this run.  Needs ``brass[cluster]``, and
    brass (with the same plugins) installed on every worker."""
    from dask.distributed import Client, LocalCluster

    cluster = None
    if address:
        client = Client(address)
    else:
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None)
        client = Client(cluster)
    try:
        futures = client.map(run, range(games), pure=False)
        for future in futures:
            yield future.result()
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def run_games(run: Callable[[int], Any], games: int, workers: int = 1, executor: str = "local",
              address: str | None = None) -> Iterator[Any]:
    """Results of ``run(0)`` ... ``run(games - 1)``, in order."""
    if executor == "dask":
        return run_dask(run, games, workers, address)
    return run_local(run, games, workers)
