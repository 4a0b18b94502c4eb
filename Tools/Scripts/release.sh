#!/usr/bin/env bash
# The kits' releases, each kit a repository of its own whose root is the kit (ARCHITECTURE.md,
# "Releases"). Bash and git alone, plus the Swift toolchain to prove what it tags.
#
#   release.sh release VERSION [KIT...]          make release VERSION=x.y.z [KITS="…"]
#       For each kit (all by default): splits the kit's history out of the workspace's HEAD
#       (`git subtree split`) into .build/release/<Kit>.git, clones that repository into a
#       temporary folder and runs `swift build` and `swift test` there, then moves its `main` to
#       the split and tags it VERSION; last, writes <Kit>/RELEASE (the version and the workspace
#       commit it was cut from), which is to be committed. Refuses a malformed version, a version
#       the kit's CHANGELOG.md has no entry for, a version lower than the kit's last release, a
#       released version whose content has changed since, and a kit with uncommitted changes.
#       Run again with the same version and content, it does nothing.
#   release.sh api-check [KIT...]                make api-check
#       Compares each kit's public API (the working tree's) with its last release's, the one
#       <Kit>/RELEASE records, through `swift package diagnose-api-breaking-changes`; lists each
#       breaking change and fails unless the CHANGELOG's Unreleased section names a new major
#       version ("Next version: 2.0.0"). A kit with no release recorded passes, saying so.
#   release.sh throwaway VERSION FOLDER [KIT...]  make release-check
#       The release's split and tag into FOLDER/<Kit>.git, for a consumer test: no CHANGELOG
#       entry needed, no order between versions, nothing recorded, and instead of a build and the
#       tests (which `make test` ran on the same content) only a check that the clone's manifest
#       loads.
set -euo pipefail
cd "$(dirname "$0")/../.."

SWIFT="${SWIFT:-swift}"
RELEASES=.build/release
RECORD=RELEASE
# api-check's work folders, one per kit, kept between runs so that the last release's API (built
# once per release) and the current build are reused.
API_CHECK_WORK=.build/api-check

command_name="${1:-}"
shift || true

fail() {
    echo "$command_name: $*" >&2
    exit 1
}

usage() {
    cat >&2 << 'EOF'
usage: Tools/Scripts/release.sh release VERSION [KIT...]
       Tools/Scripts/release.sh api-check [KIT...]
       Tools/Scripts/release.sh throwaway VERSION FOLDER [KIT...]
(the Makefile's `make release VERSION=x.y.z [KITS="…"]`, `make api-check`, `make release-check`)
EOF
    exit 64
}

# Every kit: a folder at the root holding a Package.swift, Tools aside (as the Makefile says).
all_kits() {
    local manifest
    for manifest in */Package.swift; do
        [[ "$manifest" == Tools/Package.swift ]] || echo "${manifest%/Package.swift}"
    done
}

# The kits named (checked against the workspace's), else all of them, into the array `kits`.
choose_kits() {
    local known name
    known="$(all_kits)"
    kits=()
    if [[ $# -eq 0 ]]; then
        mapfile -t kits <<< "$known"
        return
    fi
    for name in "$@"; do
        grep -qxF "$name" <<< "$known" \
            || fail "'$name' is not a kit of this workspace. The kits are: $(echo $known). Name them in KITS=\"…\", or leave KITS out for all."
        kits+=("$name")
    done
}

# MARK: Versions

SEMVER='^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$'

check_version() {
    [[ -n "$1" ]] || fail "no version given. Name it: make release VERSION=1.2.0 (MAJOR.MINOR.PATCH, optionally -PRERELEASE such as 2.0.0-beta.1)."
    [[ "$1" =~ $SEMVER ]] \
        || fail "'$1' is not a semantic version. Write MAJOR.MINOR.PATCH, numbers without leading zeros, optionally followed by -PRERELEASE (letters, digits, hyphens and dots): 1.2.0, 2.0.0-beta.1."
}

# Prints -1, 0 or 1 as version $1 comes before, equals or comes after version $2, in semantic
# versioning's order (a pre-release comes before its release; its identifiers compare one by one,
# numbers as numbers and below words).
compare_versions() {
    local a="$1" b="$2" a_pre="" b_pre="" i x y
    local -a a_core b_core a_ids b_ids
    IFS=. read -r -a a_core <<< "${a%%-*}"
    IFS=. read -r -a b_core <<< "${b%%-*}"
    [[ "$a" == *-* ]] && a_pre="${a#*-}"
    [[ "$b" == *-* ]] && b_pre="${b#*-}"
    for i in 0 1 2; do
        if ((a_core[i] < b_core[i])); then echo -1; return; fi
        if ((a_core[i] > b_core[i])); then echo 1; return; fi
    done
    if [[ "$a_pre" == "$b_pre" ]]; then echo 0; return; fi
    if [[ -z "$a_pre" ]]; then echo 1; return; fi
    if [[ -z "$b_pre" ]]; then echo -1; return; fi
    IFS=. read -r -a a_ids <<< "$a_pre"
    IFS=. read -r -a b_ids <<< "$b_pre"
    for ((i = 0; ; i++)); do
        if ((i >= ${#a_ids[@]})); then echo -1; return; fi
        if ((i >= ${#b_ids[@]})); then echo 1; return; fi
        x="${a_ids[i]}" y="${b_ids[i]}"
        [[ "$x" == "$y" ]] && continue
        if [[ "$x" =~ ^[0-9]+$ && "$y" =~ ^[0-9]+$ ]]; then
            if ((10#$x < 10#$y)); then echo -1; else echo 1; fi
        elif [[ "$x" =~ ^[0-9]+$ ]]; then
            echo -1
        elif [[ "$y" =~ ^[0-9]+$ ]]; then
            echo 1
        elif [[ "$x" < "$y" ]]; then
            echo -1
        else
            echo 1
        fi
        return
    done
}

# MARK: The release record

# Reads <Kit>/RELEASE into `recorded_version` and `recorded_commit` (both empty when the kit has
# never been released).
read_record() {
    local kit="$1" file="$1/$RECORD"
    recorded_version="" recorded_commit=""
    [[ -f "$file" ]] || return 0
    recorded_version="$(sed -n 's/^version: *//p' "$file")"
    recorded_commit="$(sed -n 's/^commit: *//p' "$file")"
    if ! [[ "$recorded_version" =~ $SEMVER && "$recorded_commit" =~ ^[0-9a-f]{40}$ ]]; then
        fail "$file is not a release record (it needs a 'version: x.y.z' line and a 'commit: <40 hex digits>' line). Restore it from git (git checkout -- $file); make release writes it."
    fi
}

write_record() {
    local kit="$1" version="$2" commit="$3"
    cat > "$kit/$RECORD" << EOF
# $kit's last release, written by \`make release\` at the workspace's root: its version,
# and the workspace commit it was cut from. Commit this file: \`make api-check\` compares
# the kit's public API with this release's on any clone (which has no tags, but has the commit).
version: $version
commit: $commit
EOF
}

# Whether the kit's CHANGELOG.md has a section for `version` (`## [1.2.0] - 2025-06-01`).
changelog_has() {
    local kit="$1" version="$2"
    [[ -f "$kit/CHANGELOG.md" ]] && grep -qE "^## \[${version//./\\.}\]" "$kit/CHANGELOG.md"
}

# MARK: Splitting

# The commit whose tree is the kit's folder at workspace commit `$2`, with the folder's history:
# `git subtree split`, whose result depends on the history alone, so the same commit gives the
# same split every time.
split_kit() {
    local kit="$1" commit="$2" log
    [[ -x "$(git --exec-path)/git-subtree" ]] \
        || fail "git has no 'subtree' command here. Install it (Debian's and Ubuntu's git package carries it) and run again."
    log="$(mktemp)"
    if ! git subtree split -q --prefix="$kit" "$commit" 2> "$log"; then
        cat "$log" >&2
        rm -f "$log"
        fail "git subtree split of $kit at $commit failed (above)."
    fi
    rm -f "$log"
}

# The highest version tagged in the kit's release repository, if there is one.
highest_tag() {
    local repository="$1" tag highest=""
    [[ -d "$repository" ]] || return 0
    while IFS= read -r tag; do
        [[ "$tag" =~ $SEMVER ]] || continue
        if [[ -z "$highest" || "$(compare_versions "$tag" "$highest")" == 1 ]]; then highest="$tag"; fi
    done < <(git -C "$repository" tag -l)
    echo "$highest"
}

# Moves the release repository's `main` to `split` (creating the repository the first time), and
# refuses when that is not a fast-forward: a published history never changes.
advance_main() {
    local kit="$1" repository="$2" split="$3" current
    if [[ ! -d "$repository" ]]; then
        mkdir -p "$(dirname "$repository")"
        git init -q --bare -b main "$repository"
    fi
    git push -q "$repository" "$split:refs/heads/candidate" > /dev/null 2>&1 \
        || fail "could not write the split of $kit into $repository. Check that the folder is writable."
    if current="$(git -C "$repository" rev-parse -q --verify refs/heads/main)"; then
        if ! git -C "$repository" merge-base --is-ancestor "$current" "$split"; then
            git -C "$repository" update-ref -d refs/heads/candidate
            fail "$repository's main ($current) is not in $kit's history any more, so moving it would rewrite what may be published. If it never was, remove $repository and run again; if it was, the kit's history must go on from it."
        fi
    fi
    previous_main="${current:-}"
    git -C "$repository" update-ref refs/heads/main "$split"
    git -C "$repository" update-ref -d refs/heads/candidate
}

# Puts `main` back where it was before a release that did not pass its checks.
restore_main() {
    local repository="$1"
    if [[ -n "$previous_main" ]]; then
        git -C "$repository" update-ref refs/heads/main "$previous_main"
    else
        git -C "$repository" update-ref -d refs/heads/main
    fi
}

# Runs `$@` with its output in the file `$1`; on a failure shows the output's end.
run_logged() {
    local log="$1"
    shift
    if ! "$@" > "$log" 2>&1; then
        tail -n 60 "$log" >&2
        return 1
    fi
}

# MARK: release and throwaway

# Releases `kit` at `version` into `$releases/<Kit>.git`. Mode `release` proves and records it;
# mode `throwaway` only splits, checks the manifest loads from a clone, and tags.
release_kit() {
    local mode="$1" kit="$2" version="$3" releases="$4"
    local repository="$releases/$kit.git" head split last highest dirty clone
    head="$(git rev-parse HEAD)"
    read_record "$kit"

    if [[ "$mode" == release ]]; then
        changelog_has "$kit" "$version" \
            || fail "$kit/CHANGELOG.md has no entry for $version. Add a '## [$version] - YYYY-MM-DD' section saying what changed (the Unreleased section renamed), commit it, and run again."
        dirty="$(git status --porcelain --untracked-files=all -- "$kit" ":(exclude)$kit/$RECORD")"
        [[ -z "$dirty" ]] \
            || fail "$kit has changes that are not committed, and a release is cut from a commit:
$dirty
Commit them (or set them aside with git stash) and run again."
    fi

    split="$(split_kit "$kit" "$head")"

    # A version already released: the same content does nothing, other content is refused.
    if [[ "$mode" == release && -d "$repository" ]] \
        && git -C "$repository" rev-parse -q --verify "refs/tags/$version" > /dev/null; then
        git push -q "$repository" "$split:refs/heads/candidate" > /dev/null 2>&1
        if git -C "$repository" diff --quiet "refs/tags/$version" refs/heads/candidate -- . ":(exclude)$RECORD"; then
            git -C "$repository" update-ref -d refs/heads/candidate
            echo "==> $kit $version is already released with this content ($repository): nothing to do"
            return 0
        fi
        git -C "$repository" update-ref -d refs/heads/candidate
        fail "$kit $version exists already ($repository, tag $version) with other content than $kit has now. A release never changes: release these changes as a new version (add its CHANGELOG.md entry, then make release VERSION=<a higher version>)."
    fi
    if [[ "$mode" == release && "$recorded_version" == "$version" ]]; then
        git cat-file -e "$recorded_commit^{commit}" 2> /dev/null \
            || fail "$kit/$RECORD names commit $recorded_commit, which this clone lacks (a shallow clone?). Fetch the whole history (git fetch --unshallow) and run again."
        if git diff --quiet "$recorded_commit" "$head" -- "$kit" ":(exclude)$kit/$RECORD"; then
            if [[ ! -d "$repository" ]]; then
                # A clone of the workspace that has the record but not the repository: the same
                # split of the same commit, tagged again.
                split="$(split_kit "$kit" "$recorded_commit")"
                advance_main "$kit" "$repository" "$split"
                git -C "$repository" tag "$version" "$split"
                echo "==> $kit $version is already released (from $recorded_commit); $repository made again from that commit"
            else
                echo "==> $kit $version is already released with this content (from $recorded_commit): nothing to do"
            fi
            return 0
        fi
        fail "$kit $version was released from commit $recorded_commit (see $kit/$RECORD), and $kit has changed since. A release never changes: release these changes as a new version (add its CHANGELOG.md entry, then make release VERSION=<a higher version>)."
    fi
    if [[ "$mode" == release ]]; then
        last="$recorded_version"
        highest="$(highest_tag "$repository")"
        if [[ -n "$highest" && (-z "$last" || "$(compare_versions "$highest" "$last")" == 1) ]]; then last="$highest"; fi
        if [[ -n "$last" && "$(compare_versions "$version" "$last")" != 1 ]]; then
            fail "$kit's last release is $last, and $version is not above it. Versions only go up: choose one above $last (and give it a CHANGELOG.md entry)."
        fi
    fi

    echo "==> $kit $version: $repository, main at $split (the kit's history up to workspace commit ${head:0:12})"
    advance_main "$kit" "$repository" "$split"
    clone="$work/$kit"
    if ! git clone -q --branch main "$repository" "$clone" 2> "$work/$kit.clone.log"; then
        cat "$work/$kit.clone.log" >&2
        restore_main "$repository"
        fail "could not clone $repository (above); nothing was tagged."
    fi
    if [[ "$mode" == release ]]; then
        echo "    swift build, then swift test, in a clone of it ($clone)"
        if ! run_logged "$work/$kit.build.log" "$SWIFT" build --package-path "$clone" \
            || ! run_logged "$work/$kit.test.log" "$SWIFT" test --package-path "$clone"; then
            restore_main "$repository"
            fail "$kit does not build or pass its tests as a repository of its own (above); nothing was tagged and $repository's main is back where it was. Fix the kit, commit, and run again."
        fi
    else
        if ! run_logged "$work/$kit.describe.log" "$SWIFT" package --package-path "$clone" describe; then
            restore_main "$repository"
            fail "$kit's manifest does not load from a clone of $repository (above); nothing was tagged."
        fi
    fi
    rm -rf "$clone"
    git -C "$repository" tag "$version" "$split"
    echo "    tagged $version"
    if [[ "$mode" == release ]]; then
        write_record "$kit" "$version" "$head"
        recorded+=("$kit/$RECORD")
        echo "    wrote $kit/$RECORD (version $version, workspace commit $head)"
    fi
}

release() {
    local version="${1:-}" kit
    shift || true
    check_version "$version"
    choose_kits "$@"
    work="$(mktemp -d "${TMPDIR:-/tmp}/release.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    recorded=()
    for kit in "${kits[@]}"; do
        release_kit release "$kit" "$version" "$RELEASES"
    done
    echo
    echo "${kits[*]} at $version under $RELEASES/."
    if ((${#recorded[@]})); then
        echo "Commit the release records, so that every clone knows the release (make api-check reads them):"
        echo "    git add ${recorded[*]} && git commit -m \"Release $version: the records of ${kits[*]}\""
    fi
    echo "Publish each kit with one command, from its repository (<remote>: the kit's own repository"
    echo "on your host, such as https://<host>/<owner>/<Kit>):"
    for kit in "${kits[@]}"; do
        echo "    git -C $RELEASES/$kit.git push <remote> main --tags"
    done
}

throwaway() {
    local version="${1:-}" folder="${2:-}" kit
    shift 2 || usage
    check_version "$version"
    [[ -n "$folder" && -d "$folder" && -w "$folder" ]] \
        || fail "'$folder' is not a writable folder. Name an existing, empty temporary folder (mktemp -d)."
    [[ -z "$(ls -A "$folder")" ]] \
        || fail "$folder is not empty, and a throwaway release never writes beside other files. Name an empty folder (mktemp -d)."
    choose_kits "$@"
    work="$(mktemp -d "${TMPDIR:-/tmp}/release.XXXXXX")"
    trap 'rm -rf "$work"' EXIT
    if [[ -n "$(git status --porcelain -- "${kits[@]}")" ]]; then
        echo "note: a release is cut from the last commit; the kits' uncommitted changes are not in it"
    fi
    for kit in "${kits[@]}"; do
        release_kit throwaway "$kit" "$version" "$folder"
    done
    echo "Throwaway release $version of ${kits[*]} in $folder"
}

# MARK: api-check

# Makes `copy` hold exactly the files `source` has that git does not ignore (tracked, or new and
# not ignored), copying only those that differ, so the build folder in `copy` stays valid (what
# SwiftPM writes there, `.build`, `.swiftpm` and `Package.resolved`, stays too).
sync_kit() {
    local source="$1" copy="$2" file
    local -A wanted=()
    while IFS= read -r -d '' file; do
        file="${file#"$source"/}"
        [[ -f "$source/$file" ]] || continue # tracked, but deleted in the working tree
        wanted["$file"]=1
        mkdir -p "$(dirname "$copy/$file")"
        cmp -s "$source/$file" "$copy/$file" || cp "$source/$file" "$copy/$file"
    done < <(git ls-files -z --cached --others --exclude-standard -- "$source")
    while IFS= read -r -d '' file; do
        file="${file#"$copy"/}"
        [[ -n "${wanted[$file]:-}" ]] || rm -f "$copy/$file"
    done < <(find "$copy" \( -name .git -o -name '.build*' -o -name .swiftpm -o -name Package.resolved \) -prune \
        -o -type f -print0)
}

# Whether the kit's CHANGELOG.md announces, in its Unreleased section, a next version whose
# major is above `last`'s ("Next version: 2.0.0"); prints that version.
announced_major() {
    local kit="$1" last="$2" next
    [[ -f "$kit/CHANGELOG.md" ]] || return 1
    next="$(awk '/^## \[/ { open = ($0 ~ /^## \[Unreleased\]/) } open && /^Next version: / { print $3; exit }' "$kit/CHANGELOG.md")"
    next="${next%.}"
    [[ "$next" =~ $SEMVER ]] || return 1
    ((${next%%.*} > ${last%%.*})) || return 1
    echo "$next"
}

api_check_kit() {
    local kit="$1" work_folder package baseline tree output status breaks next seconds
    read_record "$kit"
    if [[ -z "$recorded_version" ]]; then
        echo "==> $kit: no release recorded yet ($kit/$RECORD is absent), so there is no API to compare with: passes (until its first release, make release VERSION=1.0.0)"
        return 0
    fi
    git cat-file -e "$recorded_commit^{commit}" 2> /dev/null \
        || fail "$kit/$RECORD names commit $recorded_commit, which this clone lacks (a shallow clone?). Fetch the whole history (git fetch --unshallow) and run again."
    tree="$(git rev-parse "$recorded_commit:$kit")"
    seconds=$SECONDS
    echo "==> $kit: the public API against $recorded_version (workspace commit ${recorded_commit:0:12})"

    # A repository whose root is the kit: its one commit is the kit as released, its working tree
    # the kit as it is now. The commit's date and author are fixed, so the same release gives the
    # same commit, whose API baseline (kept under baselines/<commit>/) is then built only once.
    work_folder="$API_CHECK_WORK/$kit"
    package="$work_folder/package"
    if [[ "$(git -C "$package" rev-parse -q --verify 'HEAD^{tree}' 2> /dev/null)" != "$tree" ]]; then
        rm -rf "$package"
        mkdir -p "$package"
        git archive --format=tar "$recorded_commit:$kit" | tar -x -C "$package"
        git -C "$package" init -q -b release
        git -C "$package" add -A
        GIT_AUTHOR_NAME=api-check GIT_AUTHOR_EMAIL=api-check@localhost GIT_COMMITTER_NAME=api-check \
            GIT_COMMITTER_EMAIL=api-check@localhost GIT_AUTHOR_DATE='2000-01-01T00:00:00Z' \
            GIT_COMMITTER_DATE='2000-01-01T00:00:00Z' \
            git -C "$package" commit -q --no-verify -m "$kit $recorded_version"
    fi
    baseline="$(git -C "$package" rev-parse HEAD)"
    sync_kit "$kit" "$package"

    status=0
    output="$("$SWIFT" package --package-path "$package" diagnose-api-breaking-changes "$baseline" \
        --baseline-dir "$PWD/$work_folder/baselines" 2>&1)" || status=$?
    breaks="$(grep -E '^ *[0-9]+ breaking changes? detected in|API breakage:' <<< "$output" || true)"
    if [[ $status -ne 0 && -z "$breaks" ]]; then
        tail -n 60 <<< "$output" >&2
        fail "could not compare $kit's API with $recorded_version: the build of the release or of the kit now failed (above)."
    fi
    seconds=$((SECONDS - seconds))
    if [[ -z "$breaks" ]]; then
        echo "    no breaking change since $recorded_version (${seconds} s)"
        return 0
    fi
    sed 's/^ */    /' <<< "$breaks"
    if next="$(announced_major "$kit" "$recorded_version")"; then
        echo "    announced: $kit/CHANGELOG.md's Unreleased section names $next, a new major version (${seconds} s)"
        return 0
    fi
    echo "    (${seconds} s)"
    echo "$command_name: $kit breaks the public API of $recorded_version (above), and semantic versioning allows that only in a new major version. Either keep the API (restore what was removed or changed; add new API beside it), or announce the break: in $kit/CHANGELOG.md's '## [Unreleased]' section, a line 'Next version: $((${recorded_version%%.*} + 1)).0.0' and what breaks." >&2
    return 1
}

api_check() {
    local kit status failed=()
    choose_kits "$@"
    for kit in "${kits[@]}"; do
        # In a subshell of its own, so that `set -e` holds inside while a failure is collected.
        set +e
        (
            set -e
            api_check_kit "$kit"
        )
        status=$?
        set -e
        ((status == 0)) || failed+=("$kit")
    done
    if ((${#failed[@]})); then
        fail "unannounced breaking changes in: ${failed[*]}"
    fi
    echo "api-check: every kit's public API keeps its last release's, or announces a new major version (${kits[*]})"
}

case "$command_name" in
    release) release "$@" ;;
    api-check) api_check "$@" ;;
    throwaway) throwaway "$@" ;;
    *) usage ;;
esac
