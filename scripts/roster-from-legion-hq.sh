#!/usr/bin/env bash
# Remakes the built-in roster (data/roster.csv) and upgrade list (data/upgrades.csv) from Legion HQ's
# card data with `climbsim roster --from-legion-hq`, each under its header of comments. Run it when
# Legion HQ's cards change, then name the new card file's version in docs/FACTS.md (card references).
# Usage: scripts/roster-from-legion-hq.sh CARDS.json [CLIMBSIM_BINARY]   (default: build/release/climbsim)
set -euo pipefail
cd "$(dirname "$0")/.."
cards="$1"
bin="${2:-build/release/climbsim}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$bin" roster --from-legion-hq "$cards" --format csv -o "$work/roster.csv" --upgrades-output "$work/upgrades.csv"
digest="$(sha256sum "$cards" | cut -c1-12)"
{
  cat <<HEADER
# climbsim built-in roster: Star Wars: Legion units as vertical movement sees them, made from Legion HQ's
# card data (cards.json, sha256 $digest...; docs/FACTS.md, card references) by
# scripts/roster-from-legion-hq.sh: every trooper unit, and every vehicle with Climbing Vehicle,
# Speeder X or Hover: Air X. Units the card data cannot give are listed in docs/FACTS.md (roster coverage).
# name: the id climbsim uses; display_name: the card's name (with its title where cards share a name);
# faction empire, rebels, republic, separatists, mercenary or mandalorians; rank commander, operative,
# corps, special, support or heavy; minis: the base unit without upgrades; wounds_per_mini; speed;
# kind trooper or vehicle; defense: the card's defense die, white or red; points: the card's cost;
# card_id: its Legion HQ id (list links name units by it). All of these are the card data's.
# base_mm 27 small, 50 medium, 70 large, 100 huge; base_kind round or notched; mini_height in height
#   units (1 = 6"), an estimate for every row; silhouette: the unit's own Silhouette in height units
#   (empty: its base's template): these four come from data/unit-bases.csv.
# keywords: ';'-separated from expert_climber, climbing_vehicle, scale, unhindered, jump=X, speeder=X, hover=X,
#   mobile, reposition, full_pivot, scout=X, infiltrate, prepared_position, reinforcements.
# source: LHQ xx = the card data's entry xx, then where the base comes from; "estimate" marks a figure
#   no source holds.
HEADER
  tr -d '\r' <"$work/roster.csv"
} >data/roster.csv
{
  cat <<HEADER
# climbsim built-in upgrade list: every upgrade card of Legion HQ's card data (cards.json, sha256
# $digest...), made by scripts/roster-from-legion-hq.sh, with what each does to vertical movement
# (docs/FACTS.md, upgrades). name: as the card prints it (case and every character but letters and
# digits are ignored when a list names it); slot: the upgrade bar slot; effect: add_mini (a personnel
# or heavy weapon upgrade puts one more mini in the unit; add_noncombatant when the card has Noncombatant:
# that mini is wounded after the others but the leader), a keyword the card gives (expert_climber,
# scale, unhindered, jump=X; how the unit enters a mission: scout=X, infiltrate, prepared_position,
# reinforcements), several separated by ';' (add_mini;infiltrate), or none; points: the card's cost;
# card_id: its Legion HQ id; source: LHQ id.
HEADER
  tr -d '\r' <"$work/upgrades.csv"
} >data/upgrades.csv
echo "roster-from-legion-hq: data/roster.csv ($(grep -vc '^#' data/roster.csv) lines) and data/upgrades.csv ($(grep -vc '^#' data/upgrades.csv) lines) from $cards"
