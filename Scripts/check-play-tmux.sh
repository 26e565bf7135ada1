#!/usr/bin/env bash
# Drives `patterns play` in tmux as a person would: keys sent with send-keys, the terminal read
# with capture-pane. Checks the screen after typing (with Tab completion and history), that a
# malformed line changes nothing, that a live session redraws by itself when the 250 ms search
# fires, that sessions recorded by hand replay green on every pattern, and that Ctrl-D and
# Ctrl-C leave as :quit does.
# Skips (exit 0, saying so) when tmux is not installed.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tmux >/dev/null 2>&1; then
  echo "check-play-tmux: tmux is not installed; skipping the terminal checks of 'patterns play'"
  exit 0
fi

swift build --product patterns >/dev/null
patterns="$(swift build --show-bin-path)/patterns"
work="$(mktemp -d)"
sessions=0
socket="patterns-play-$$-$sessions"
tmux_() { tmux -L "$socket" "$@"; }
cleanup() { tmux_ kill-server 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

fail() {
  echo "check-play-tmux: FAILED: $1" >&2
  echo "--- the terminal:" >&2
  tmux_ capture-pane -p -t play >&2 || true
  exit 1
}

# Waits (up to 10 s) until the terminal shows the fixed text $1.
expect_screen() {
  for _ in $(seq 100); do
    if tmux_ capture-pane -p -t play | grep -qF -- "$1"; then return 0; fi
    sleep 0.1
  done
  fail "expected on screen: $1"
}

# Starts `patterns play` with the given arguments in a fresh 120x50 terminal.
start_play() {
  rm -f "$work/exit"
  tmux_ kill-server 2>/dev/null || true
  # A fresh server on a socket of its own: starting one on a socket whose server is still
  # shutting down can fail ("server exited unexpectedly").
  sessions=$((sessions + 1))
  socket="patterns-play-$$-$sessions"
  tmux_ new-session -d -s play -x 120 -y 50 \
    "$patterns play $* ; echo \$? > $work/exit; sleep 60"
  expect_screen "play $1"
}

# Waits for the session to end and checks its exit status.
expect_exit() {
  for _ in $(seq 100); do
    if [[ -s "$work/exit" ]]; then
      [[ "$(cat "$work/exit")" == 0 ]] || fail "play exited with $(cat "$work/exit")"
      return 0
    fi
    sleep 0.1
  done
  fail "play did not end"
}

replays_green() {
  "$patterns" run all --scenarios "$1" >"$work/run.txt" ||
    { cat "$work/run.txt" >&2; fail "the recording $1 does not replay green on every pattern"; }
  echo "check-play-tmux: $(basename "$1") replays green: $(tail -1 "$work/run.txt")"
}

# 1. Virtual time, typed by hand: Tab completes the id, a bad line changes nothing, Up recalls.
start_play mvc --record "$work/typed.scenario"
tmux_ send-keys -t play 'type "ada@example.com" into login.em' Tab Enter
expect_screen 'field     login.email          "ada@example.com"  focused'
tmux_ send-keys -t play 'type "x" intoo login.email' Enter
expect_screen '<input>:2:'
tmux_ capture-pane -p -t play | grep -qF '"ada@example.com"  focused' ||
  fail "a malformed line changed the screen"
tmux_ send-keys -t play 'type "lovelace1" into login.password' Enter
expect_screen 'field     login.password       "•••••••••"  secure  focused'
tmux_ capture-pane -p -t play | grep -q lovelace1 && fail "the password is shown in clear"
tmux_ send-keys -t play Up
expect_screen 'play mvc> type "•••••••••" into login.password'
tmux_ capture-pane -p -t play | grep -q lovelace1 && fail "the recalled password is shown in clear"
tmux_ send-keys -t play C-u
tmux_ send-keys -t play ':expect login.submit' Enter 'tap login.submit' Enter
expect_screen '"Signing in…"  disabled'
tmux_ send-keys -t play 'wait 400ms' Enter
expect_screen 'screen catalog'
tmux_ send-keys -t play ':expect screen' Enter Up Enter ':quit' Enter
expect_exit
grep -qF 'expect screen catalog' "$work/typed.scenario" || fail "no expectation recorded"
echo "check-play-tmux: typing, completion, a malformed line and the password mask: ok"
replays_green "$work/typed.scenario"

# 2. Live time: the search fires 250 ms after the last keystroke and the screen redraws by itself.
start_play mvp --live --record "$work/live.scenario"
tmux_ send-keys -t play 'given signed in as "ada@example.com"' Enter
expect_screen 'table     catalog.list         7 rows'
tmux_ send-keys -t play 'type "mouse" into catalog.search' Enter
expect_screen 'field     catalog.search       "mouse"  focused'
expect_screen 'table     catalog.list         1 row'
expect_screen '"1 of 7 products"'
tmux_ send-keys -t play ':expect catalog.list' Enter 'tap row 1 of catalog.list' Enter
expect_screen 'screen product'
tmux_ send-keys -t play ':expect screen' Enter C-d
expect_exit
grep -qE '^  wait [0-9]+ms$' "$work/live.scenario" || fail "no real time recorded as wait"
echo "check-play-tmux: the live debounce redraws by itself: ok"
replays_green "$work/live.scenario"

# 3. Leaving at once: Ctrl-D, and Ctrl-C on an empty line, equal :quit (exit 0, nothing leaked).
for key in C-d C-c; do
  start_play mvc
  tmux_ send-keys -t play "$key"
  expect_exit
done
echo "check-play-tmux: Ctrl-D and Ctrl-C before any step quit as :quit does: ok"
echo "check-play-tmux: passed"
