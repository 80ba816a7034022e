#!/usr/bin/env bash
# Starts (or stops) a throwaway Redis on a local port for the Redis test lane.
# Usage: scripts/redis-test-server.sh start|stop   — `start` prints the TEST_REDIS_URL to use.
# Needs redis-server (apt-get install -y redis-server). Nothing is written to disk.
set -euo pipefail
REDIS_PORT="${REDIS_PORT:-6390}"
REDIS_DIR="${REDIS_DIR:-/tmp/auction-redis-test}"
command -v redis-server >/dev/null || { echo "redis-server is not installed (apt-get install -y redis-server)" >&2; exit 1; }

case "${1:-start}" in
  start)
    mkdir -p "$REDIS_DIR"
    if [ ! -f "$REDIS_DIR/redis.pid" ] || ! kill -0 "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null; then
      redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no \
        --daemonize yes --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/redis.log" --dir "$REDIS_DIR"
      for _ in $(seq 50); do
        redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
        sleep 0.1
      done
    fi
    echo "redis://127.0.0.1:$REDIS_PORT"
    ;;
  stop)
    if [ -f "$REDIS_DIR/redis.pid" ]; then
      kill "$(cat "$REDIS_DIR/redis.pid")" 2>/dev/null || true
      rm -f "$REDIS_DIR/redis.pid"
    fi
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
