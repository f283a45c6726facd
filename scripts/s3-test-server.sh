#!/usr/bin/env bash
# Starts (or stops) a throwaway single-node OpenStack Swift with its S3 API (s3api + tempauth) for
# the tests, from Debian's packages (installed when missing, as root).
#   scripts/s3-test-server.sh start   -> prints the client's environment, one KEY=value a line
#   scripts/s3-test-server.sh stop    -> stops the servers it started, and only those
# One replica on one device (a plain folder), one process per server, no replicators, auditors or
# updaters: the account, container and object servers on the three ports after the proxy's.
# Decision record: docs/decisions/0126-s3-test-server.md.
set -euo pipefail
S3_DIR="${S3_TEST_DIR:-/tmp/hronika-s3-test}"
S3_PORT="${S3_TEST_PORT:-58080}"
S3_WAIT="${S3_TEST_WAIT:-60}"
ACCESS_KEY="test:tester"
SECRET_KEY="testing"
SERVERS="account container object proxy"
PACKAGES="swift swift-proxy swift-account swift-container swift-object"

port_of() {
  case "$1" in
    proxy) echo "$S3_PORT" ;;
    account) echo $((S3_PORT + 1)) ;;
    container) echo $((S3_PORT + 2)) ;;
    object) echo $((S3_PORT + 3)) ;;
  esac
}

# The pid of a server of ours that runs, or nothing: a pid file whose process still has our config.
running_pid() {
  local pid
  pid="$(cat "$S3_DIR/run/$1.pid" 2>/dev/null || true)"
  if [ -n "$pid" ] && tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -qF "$S3_DIR/etc/$1-server.conf"; then
    echo "$pid"
  fi
}

install_packages() {
  local missing="" p
  for p in $PACKAGES; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing="$missing $p"
  done
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" != "0" ]; then
    echo "Swift is not installed: apt-get install -y --no-install-recommends$missing" >&2
    exit 1
  fi
  # The packages' own daemons (default configs, ports 8080 and 6200-6202) must not start.
  local policy=/usr/sbin/policy-rc.d added_policy=""
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod 755 "$policy" && added_policy=1
  fi
  local log="$S3_DIR/apt.log"
  export DEBIAN_FRONTEND=noninteractive
  # Waits for another apt to finish instead of failing at once (the machine may be shared).
  local apt=(apt-get -o DPkg::Lock::Timeout=300)
  if ! "${apt[@]}" install -y -qq --no-install-recommends $missing >"$log" 2>&1; then
    "${apt[@]}" update -qq >>"$log" 2>&1 || true
    if ! "${apt[@]}" install -y -qq --no-install-recommends $missing >>"$log" 2>&1; then
      [ -n "$added_policy" ] && rm -f "$policy"
      echo "Could not install$missing; the end of $log:" >&2
      tail -n 20 "$log" >&2
      exit 1
    fi
  fi
  [ -n "$added_policy" ] && rm -f "$policy"
  return 0
}

write_configs() {
  local etc="$S3_DIR/etc" user server
  user="$(id -un)"
  rm -rf "$etc" "$S3_DIR/srv"
  mkdir -p "$etc" "$S3_DIR/srv/d1" "$S3_DIR/run" "$S3_DIR/log"
  for server in account container object; do
    cat >"$etc/$server-server.conf" <<EOF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $(port_of "$server")
workers = 0
user = $user
swift_dir = $etc
devices = $S3_DIR/srv
mount_check = false
disable_fallocate = true
log_name = $server-server

[pipeline:main]
pipeline = healthcheck $server-server

[app:$server-server]
use = egg:swift#$server

[filter:healthcheck]
use = egg:swift#healthcheck
EOF
  done
  # s3api goes before its auth (tempauth) and needs slo after it for multipart uploads.
  # tempauth needs a cache in the pipeline; with no memcached to reach (nothing listens on its
  # port), the proxy asks the account and container servers each time, and the cache's log is
  # kept for errors worse than "cannot connect" (two lines a request otherwise).
  cat >"$etc/proxy-server.conf" <<EOF
[DEFAULT]
bind_ip = 127.0.0.1
bind_port = $S3_PORT
workers = 0
user = $user
swift_dir = $etc
log_name = proxy-server

[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo versioned_writes proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true

[filter:s3api]
use = egg:swift#s3api
location = us-east-1

[filter:tempauth]
use = egg:swift#tempauth
user_test_tester = $SECRET_KEY .admin

[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:$((S3_PORT + 4))
log_level = CRITICAL

[filter:catch_errors]
use = egg:swift#catch_errors

[filter:gatekeeper]
use = egg:swift#gatekeeper

[filter:healthcheck]
use = egg:swift#healthcheck

[filter:proxy-logging]
use = egg:swift#proxy_logging

[filter:listing_formats]
use = egg:swift#listing_formats

[filter:copy]
use = egg:swift#copy

[filter:slo]
use = egg:swift#slo

[filter:dlo]
use = egg:swift#dlo

[filter:versioned_writes]
use = egg:swift#versioned_writes
EOF
  # Rings of partition power 2, one replica, one device, built by the library of swift-ring-builder
  # in one Python for the three (nine calls of swift-ring-builder took 25 s more on a busy
  # machine); the object ring comes last, so that its file means "set up".
  /usr/bin/python3 - "$etc" "$S3_PORT" <<'PY'
import sys
from swift.common.ring import RingBuilder
etc, port = sys.argv[1], int(sys.argv[2])
for offset, name in enumerate(("account", "container", "object"), 1):
    builder = RingBuilder(2, 1, 1)
    builder.add_dev({"id": 0, "region": 1, "zone": 1, "ip": "127.0.0.1", "port": port + offset,
                     "replication_ip": "127.0.0.1", "replication_port": port + offset,
                     "device": "d1", "weight": 1.0, "meta": ""})
    builder.rebalance()
    builder.save(f"{etc}/{name}.builder")
    builder.get_ring().save(f"{etc}/{name}.ring.gz")
PY
}

port_taken() {
  (exec 3<>"/dev/tcp/127.0.0.1/$(port_of "$1")") 2>/dev/null
}

# Its /healthcheck answers 200, asked by bash alone (curl may not be installed).
answers() {
  (
    exec 3<>"/dev/tcp/127.0.0.1/$(port_of "$1")" || exit 1
    printf 'GET /healthcheck HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
    IFS= read -r -t 2 status <&3 && [[ "$status" == "HTTP/1."?" 200 "* ]]
  ) 2>/dev/null
}

stop_servers() {
  local server pid i
  for server in $SERVERS; do
    pid="$(running_pid "$server")"
    [ -n "$pid" ] && kill "$pid" 2>/dev/null || true
  done
  for i in $(seq 1 50); do
    local left=""
    for server in $SERVERS; do left="$left$(running_pid "$server")"; done
    [ -z "$left" ] && break
    sleep 0.2
  done
  for server in $SERVERS; do
    pid="$(running_pid "$server")"
    [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null || true
    rm -f "$S3_DIR/run/$server.pid"
  done
}

case "${1:-start}" in
  start)
    mkdir -p "$S3_DIR"
    install_packages
    # Swift 2.30's servers read the hash prefix and storage policies from this file alone (the
    # package's: "changeme", one policy); swift_dir moves only the rings.
    if [ ! -s /etc/swift/swift.conf ]; then
      echo "/etc/swift/swift.conf is missing: apt-get install --reinstall -o Dpkg::Options::=--force-confmiss swift" >&2
      exit 1
    fi
    if [ ! -s "$S3_DIR/etc/object.ring.gz" ]; then
      stop_servers
      write_configs
    fi
    for server in $SERVERS; do
      if [ -z "$(running_pid "$server")" ] && port_taken "$server"; then
        echo "127.0.0.1:$(port_of "$server") (Swift's $server server) is taken by another process; set S3_TEST_PORT (it uses that port and the next four)" >&2
        stop_servers
        exit 1
      fi
    done
    for server in $SERVERS; do
      if [ -z "$(running_pid "$server")" ]; then
        rm -f "$S3_DIR/run/$server.pid"
        # Its own session, so that the caller's Ctrl-C or end does not reach it; -v logs to stderr.
        setsid bash -c 'echo $$ >"$1"; exec "swift-$2-server" "$3" -v' _ \
          "$S3_DIR/run/$server.pid" "$server" "$S3_DIR/etc/$server-server.conf" \
          </dev/null >>"$S3_DIR/log/$server.log" 2>&1 &
      fi
    done
    deadline=$((SECONDS + S3_WAIT))
    for server in $SERVERS; do
      until answers "$server"; do
        why=""
        if [ -s "$S3_DIR/run/$server.pid" ] && [ -z "$(running_pid "$server")" ]; then
          why="exited"
        elif [ "$SECONDS" -ge "$deadline" ]; then
          why="did not answer on 127.0.0.1:$(port_of "$server") within ${S3_WAIT}s"
        fi
        if [ -n "$why" ]; then
          echo "Swift's $server server $why; the end of $S3_DIR/log/$server.log:" >&2
          tail -n 30 "$S3_DIR/log/$server.log" >&2 || true
          stop_servers
          exit 1
        fi
        sleep 0.2
      done
    done
    echo "AWS_ENDPOINT_URL_S3=http://127.0.0.1:$S3_PORT"
    echo "AWS_ACCESS_KEY_ID=$ACCESS_KEY"
    echo "AWS_SECRET_ACCESS_KEY=$SECRET_KEY"
    echo "AWS_REGION=us-east-1"
    echo "S3_FORCE_PATH_STYLE=true"
    ;;
  stop)
    stop_servers
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
