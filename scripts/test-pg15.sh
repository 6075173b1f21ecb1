#!/usr/bin/env bash
# Runs the API tests once more on Debian's PostgreSQL 15 (installed when missing, as root), started in a
# temporary folder on a free loopback port, to prove the SQL works on older servers.
set -euo pipefail
cd "$(dirname "$0")/.."
PGBIN=/usr/lib/postgresql/15/bin
if [ ! -x "$PGBIN/postgres" ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
id postgres >/dev/null 2>&1 || useradd --system --user-group postgres
work=$(mktemp -d /tmp/lexchange-pg15-XXXXXX)
chmod 755 "$work"
chown postgres:postgres "$work"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
runuser -u postgres -- "$PGBIN/initdb" -D "$work/data" -U postgres --auth=trust --encoding=UTF8 >/dev/null
runuser -u postgres -- "$PGBIN/pg_ctl" -D "$work/data" -l "$work/log" -w -o "-p $port -k $work -c listen_addresses=127.0.0.1" start >/dev/null
cleanup() { runuser -u postgres -- "$PGBIN/pg_ctl" -D "$work/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$work"; }
trap cleanup EXIT
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $port"
# `--project server` is the tests that reach PostgreSQL (scripts/test-split/database-tests.ts); the pure-logic ones ran
# once already. Left out too: the tests that start their own embedded PostgreSQL whatever TEST_DATABASE_URL says (the
# embedded server itself, `npm start` on an empty DATA_DIR, the app's role, the database's loss), which ran in npm test.
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run --project server \
  --exclude 'server/platform/db/embedded.test.ts' --exclude 'server/platform/db/embedded-credentials.test.ts' \
  --exclude 'server/platform/db/app-role-process.test.ts' --exclude 'server/platform/db/app-kill.test.ts' \
  --exclude 'server/platform/db/app-role.test.ts' --exclude 'server/platform/db/database-loss.test.ts' \
  --reporter=default --reporter=json --outputFile.json=test-results/pg15.json "$@"
