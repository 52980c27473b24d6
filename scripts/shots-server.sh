#!/bin/sh
# Runs a throwaway app for screenshots on port ${1:-8790}, with its own local D1.
set -e
STATE=.wrangler/shots-state
rm -rf "$STATE"
npx wrangler d1 migrations apply nclex-daily --local --persist-to "$STATE" >/dev/null
npx wrangler d1 execute nclex-daily --local --persist-to "$STATE" --file=seed/questions.sql >/dev/null
PORT="${1:-8790}"
exec npx wrangler dev --port "$PORT" --ip 127.0.0.1 --persist-to "$STATE" --show-interactive-dev-session=false --var "APP_ORIGIN:http://127.0.0.1:$PORT"
