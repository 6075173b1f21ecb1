#!/usr/bin/env bash
# Regenerates the migrations that have not landed yet into one file, from every server/**/*.table.ts.
# Landed migrations (listed in db/migrations/meta/_journal.json at the LANDED_TAG commit) are never touched.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/lexchange-drizzle.lock
flock 9
landed=$(cat db/LANDED 2>/dev/null || echo 0)
if [ "$landed" = "0" ]; then
  rm -rf db/migrations
  npx drizzle-kit generate --name init
else
  echo "Migrations have landed; generate a new one with: npx drizzle-kit generate --name <what>" >&2
  exit 1
fi
