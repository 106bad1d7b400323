#!/usr/bin/env bash
# The e2e suite drives Debian's Chromium (Playwright cannot download its own browser here).
# Installs it with apt when we can; otherwise stops with the exact command to run.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it with:" >&2
echo "  sudo apt-get update && sudo apt-get install -y chromium fonts-liberation" >&2
echo "(or set CHROMIUM_PATH to an installed Chromium)" >&2
exit 1
