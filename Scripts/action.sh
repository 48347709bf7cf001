#!/usr/bin/env bash
# The logic of the GitHub Action (action.yml), one step per subcommand, so CI here runs it against fixtures
# (Scripts/test.sh) exactly as the action's steps do. Inputs come as the action passes them, in INPUT_* variables;
# results go to $GITHUB_OUTPUT (a file; stdout when unset) and $GITHUB_PATH.
#   action.sh install      INPUT_VERSION: build-from-source (swift build -c release in the action's checkout) or a
#                          release (0.5.0: its navlint.artifactbundle.zip; INPUT_BUNDLE_URL overrides the address,
#                          file:// included). Output: navlint=<path of the binary>.
#   action.sh lint         INPUT_PATHS (whitespace-separated), INPUT_SARIF_FILE, INPUT_FAIL_ON, INPUT_ARGS; NAVLINT.
#                          Annotations on stdout, SARIF to the file. Never fails the step (the SARIF upload comes
#                          next); output: status=<navlint's exit status>.
#   action.sh graph-diff   INPUT_GRAPH_DIFF (a git revision), INPUT_GRAPH_TARGET (a scene file or Swift target);
#                          NAVLINT. Writes the Mermaid comment body to INPUT_COMMENT_FILE; output: comment=<path>.
#   action.sh comment      Posts INPUT_COMMENT_FILE as a sticky pull-request comment (one comment, updated in place,
#                          found by its marker) with gh and GITHUB_TOKEN; skipped outside a pull request.
#   action.sh finish       STATUS: exits with navlint's status (after the upload), so findings fail the job.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
output() { echo "$1" >> "${GITHUB_OUTPUT:-/dev/stdout}"; }
elapsed() { echo "navlint-action: $1 in $(( $(date +%s) - $2 )) s" >&2; }

install() {
  local version=${INPUT_VERSION:-build-from-source} start
  start=$(date +%s)
  if [ "$version" = build-from-source ]; then
    local scratch=${NAVLINT_SCRATCH:-$here/.build-release}
    swift build -c release --product navlint --package-path "$here" --scratch-path "$scratch" >&2
    output "navlint=$scratch/release/navlint"
    elapsed "built navlint from source" "$start"
    return
  fi
  case "$version" in
    [0-9]*.[0-9]*.[0-9]*) ;;
    *) echo "navlint-action: version must be build-from-source or a release such as 0.5.0, not '$version'" >&2; exit 2 ;;
  esac
  local repository=${GITHUB_ACTION_REPOSITORY:-navscene/navscene}
  local url=${INPUT_BUNDLE_URL:-https://github.com/$repository/releases/download/v$version/navlint.artifactbundle.zip}
  local dir=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/navlint-$version
  rm -rf "$dir"; mkdir -p "$dir"
  curl --fail --silent --show-error --location --output "$dir/bundle.zip" "$url"
  (cd "$dir" && unzip -q bundle.zip)
  local triple binary
  triple=$(uname -m)-unknown-linux-gnu
  [ "$(uname)" = Darwin ] && triple=$(uname -m)-apple-macosx
  # The variant for this machine, as info.json lists it.
  local pick='import json, sys
info = json.load(open(sys.argv[1]))
paths = [v["path"] for v in info["artifacts"]["navlint"]["variants"] if sys.argv[2] in v["supportedTriples"]]
print(paths[0]) if paths else sys.exit("the bundle has no navlint for " + sys.argv[2])'
  binary=$(python3 -c "$pick" "$dir/navlint.artifactbundle/info.json" "$triple")
  chmod +x "$dir/navlint.artifactbundle/$binary"
  local got
  got=$("$dir/navlint.artifactbundle/$binary" --version)
  if [ "$got" != "$version" ]; then
    echo "navlint-action: the bundle's navlint says it is $got, not $version" >&2; exit 2
  fi
  output "navlint=$dir/navlint.artifactbundle/$binary"
  elapsed "fetched navlint $version" "$start"
}

lint() {
  local navlint=${NAVLINT:?NAVLINT names the binary, the install step output}
  local sarif=${INPUT_SARIF_FILE:-navlint.sarif} status=0
  local -a paths args=()
  read -r -a paths <<<"${INPUT_PATHS:-.}"
  [ -n "${INPUT_ARGS:-}" ] && read -r -a args <<<"$INPUT_ARGS"
  "$navlint" --format github --format "sarif:$sarif" --fail-on "${INPUT_FAIL_ON:-error}" "${args[@]}" "${paths[@]}" || status=$?
  output "status=$status"
  output "sarif=$sarif"
  if [ "$status" -ge 2 ]; then echo "navlint-action: navlint could not lint (exit status $status)" >&2; fi
}

graph_diff() {
  local navlint=${NAVLINT:?NAVLINT names the binary}
  local base=${INPUT_GRAPH_DIFF:?INPUT_GRAPH_DIFF names the base revision}
  local target=${INPUT_GRAPH_TARGET:?INPUT_GRAPH_TARGET names a scene file or Swift target}
  local file=${INPUT_COMMENT_FILE:-${RUNNER_TEMP:-/tmp}/navlint-graph-diff.md}
  {
    echo "<!-- navlint-graph-diff -->"
    echo "### Navigation changes in \`$target\` since \`$base\`"
    echo
    "$navlint" graph --diff "$base" "$target"
  } > "$file"
  output "comment=$file"
}

comment() {
  local file=${INPUT_COMMENT_FILE:?INPUT_COMMENT_FILE names the comment body}
  local number
  number=$(python3 -c 'import json,os; e=json.load(open(os.environ["GITHUB_EVENT_PATH"])); print(e.get("pull_request",{}).get("number",""))' 2>/dev/null || true)
  if [ -z "$number" ]; then echo "navlint-action: not a pull request; no comment posted" >&2; return; fi
  local repo=${GITHUB_REPOSITORY:?} id
  id=$(gh api "repos/$repo/issues/$number/comments" --paginate --jq '.[] | select(.body | startswith("<!-- navlint-graph-diff -->")) | .id' | head -1)
  if [ -n "$id" ]; then gh api --method PATCH "repos/$repo/issues/comments/$id" -F "body=@$file" >/dev/null
  else gh api --method POST "repos/$repo/issues/$number/comments" -F "body=@$file" >/dev/null; fi
}

finish() { exit "${STATUS:-0}"; }

case "${1:-}" in
  install) install ;;
  lint) lint ;;
  graph-diff) graph_diff ;;
  comment) comment ;;
  finish) finish ;;
  *) echo "usage: action.sh install|lint|graph-diff|comment|finish" >&2; exit 2 ;;
esac
