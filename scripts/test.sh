#!/usr/bin/env bash
# The whole test suite: types, lint, unit + integration tests (PGlite always, PostgreSQL too when
# TEST_DATABASE_URL is set), a production build, and the Playwright e2e suite in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

step "type check"
npx tsc --noEmit
step "lint"
npx eslint . --max-warnings 0
step "unit and integration tests (Vitest${TEST_DATABASE_URL:+, with PostgreSQL})"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step "production build"
npx next build
step "end-to-end tests (Playwright, Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test

node scripts/test-summary.mjs
