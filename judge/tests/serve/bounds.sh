#!/usr/bin/env bash
# What one client can hold of judge serve (issue 41, items 2 and 3): connections
# from one address, event-feed streams from one address and in all, and the
# deadline for a request's headers and body, so that a client that opens
# hundreds of connections or trickles its requests cannot starve the others.
# The hostile and the well-behaved clients come from different loopback
# addresses (127.0.0.1 to 127.0.0.4), by bounds.py.
# Usage: bounds.sh JUDGE ROOT
set -uo pipefail
here=$(dirname "$(realpath "$0")")
. "$here/http-lib.sh"
serve_test_begin "$1" "$2"
client() { /usr/bin/python3 "$here/bounds.py" "$port" "$@"; }
line() { sed -n "s/^$1: //p" "$tmp/out"; }

write_package "$tmp/contest"

# The default bounds: 600 idle connections from one address take its share, not the server.
start_server "$tmp/contest"
client connections > "$tmp/out"
expect "a page from the address holding 600 connections" closed "$(line 'a page from the address holding 600 connections')"
expect "a page from another address" 200 "$(line 'a page from another address')"
stop_server

# Event feeds: 4 from one address (the 5th is 429), 6 in all (the 7th is 503), with Retry-After.
start_server "$tmp/contest" "" JUDGE_SERVE_FEEDS=6
client feeds > "$tmp/out"
expect "feeds from one address" "200,200,200,200,429 retry-after" "$(line 'feeds from 127.0.0.1')"
expect "feeds from another" "200,200" "$(line 'feeds from 127.0.0.2')"
expect "a feed past the server's total" "503 retry-after" "$(line 'feeds from 127.0.0.3')"
expect "a page while the feeds are held" 200 "$(line 'a page while the feeds are held')"
expect "a feed once the others closed" 200 "$(line 'a feed once the others closed')"
stop_server

# The deadline (2 s here): slow headers and a slow body are cut; a feed, an answer, is not.
start_server "$tmp/contest" "" JUDGE_SERVE_REQUEST_TIMEOUT=2
client slow > "$tmp/out"
expect "headers trickled one line at a time" cut "$(line 'headers trickled one line at a time')"
expect "a body trickled one byte at a time" cut "$(line 'a body trickled one byte at a time')"
expect "an event feed past the deadline" open "$(line 'an event feed past the deadline')"
expect "a page after them" 200 "$(line 'a page after them')"
finish
