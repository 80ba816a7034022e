#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster on a local port for the PG test lane.
# Usage: scripts/pg-test-cluster.sh start|stop   — `start` prints the DATABASE_URL to use.
# PG_EXTRA_OPTIONS adds server settings at start (e.g. "-c shared_buffers=4GB" for the scale bench).
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGROOT="${PGROOT:-/tmp/auction-pg-test}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -n "$BIN" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
RUN_AS=()
if [ "$(id -u)" = "0" ]; then RUN_AS=(runuser -u postgres --); fi

case "${1:-start}" in
  start)
    if [ ! -f "$PGROOT/data/PG_VERSION" ]; then
      mkdir -p "$PGROOT"
      [ "$(id -u)" = "0" ] && chown postgres "$PGROOT"
      "${RUN_AS[@]}" "$BIN/initdb" -D "$PGROOT/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGROOT/data" status >/dev/null 2>&1; then
      "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/log" -w \
        -o "-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off ${PG_EXTRA_OPTIONS:-}" start >/dev/null
    fi
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    "${RUN_AS[@]}" "$BIN/pg_ctl" -D "$PGROOT/data" -m fast stop >/dev/null 2>&1 || true
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
