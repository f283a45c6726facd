#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster for the API tests, from Debian's packages.
#   scripts/pg-test-cluster.sh start   -> prints the TEST_DATABASE_URL to use
#   scripts/pg-test-cluster.sh stop
# The cluster is UTF-8 (with LC_CTYPE=C, lower() and pg_trgm would ignore Cyrillic).
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA="${PGDATA:-/tmp/hronika-pg-test}"
PGBIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$PGBIN" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi
as_postgres() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
case "${1:-start}" in
  start)
    if [ ! -s "$PGDATA/PG_VERSION" ]; then
      rm -rf "$PGDATA"
      install -d -m 700 -o "$( [ "$(id -u)" = 0 ] && echo postgres || id -un)" "$PGDATA"
      as_postgres "'$PGBIN/initdb' -D '$PGDATA' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null"
    fi
    if ! as_postgres "'$PGBIN/pg_ctl' -D '$PGDATA' status >/dev/null 2>&1"; then
      as_postgres "'$PGBIN/pg_ctl' -D '$PGDATA' -w -l '$PGDATA/server.log' -o \"-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start >/dev/null"
    fi
    echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
    ;;
  stop)
    as_postgres "'$PGBIN/pg_ctl' -D '$PGDATA' -w -m fast stop >/dev/null 2>&1" || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
