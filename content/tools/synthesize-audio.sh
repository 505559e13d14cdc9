#!/usr/bin/env bash
# synthesize-audio.sh: makes the listening recordings of the sample test from their transcripts.
#
#   content/tools/synthesize-audio.sh                  # every content/sample-test/listening/part-N.json
#   content/tools/synthesize-audio.sh path/part-2.json # just the parts named
#
# Writes part-N.mp3 beside each part-N.json, replacing any earlier one. Re-running it on unchanged
# transcripts gives the same audio. Needs node, espeak-ng and lame (Debian/Ubuntu:
# `apt-get install -y espeak-ng lame`).
#
# Transcript format (the part's "transcript" field): one turn per line, "SPEAKER: text". Each speaker
# is read by the voice given in VOICES below (add a line for a new speaker; an unknown speaker is an
# error). Turns are joined with a short pause, and a longer one after the narrator, whose lines stand
# for the exam's reading time. Write the transcript the way it should be spoken: numbers that read
# oddly as digits ("£24", "6.30 p.m.") are better spelt out, and letters being spelt are separated by
# commas ("B, R, I, N, T, O, N").
#
# Output: mono MP3, 16 kHz, 32 kbit/s constant bit rate (about 240 kB a minute), ID3-tagged.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
listening="$here/../sample-test/listening"

# espeak-ng voices (`espeak-ng --voices=en`; +f1..f5 and +m1..m7 are its voice variants).
declare -A VOICES=(
  [NARRATOR]='en-gb-x-rp'
  [HELEN]='en-gb+f3'
  [THOMAS]='en-gb'
  [CAROL]='en-gb+f4'
  [PRIYA]='en-gb+f2'
  [DANIEL]='en-us'
  [LECTURER]='en-gb+m3'
)
SPEED=170          # words per minute
RATE=22050         # espeak-ng's own sample rate
GAP_TURN=0.35      # seconds of silence between turns
GAP_NARRATOR=1.0   # after a narrator line
BITRATE=32         # kbit/s
OUT_RATE=16        # kHz

for tool in node espeak-ng lame; do
  command -v "$tool" >/dev/null || { echo "synthesize-audio: $tool is not installed" >&2; exit 1; }
done

silence() { # seconds → raw 16-bit mono PCM of zeros on stdout
  head -c "$(awk -v s="$1" -v r="$RATE" 'BEGIN { printf "%d", int(s * r) * 2 }')" /dev/zero
}

synthesize() {
  local json="$1"
  local mp3="${json%.json}.mp3"
  local work
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' RETURN

  # One "SPEAKER<TAB>text" line per turn, and the title for the ID3 tag.
  node -e '
    const part = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    if (!part.transcript) { console.error(`${process.argv[1]}: no transcript`); process.exit(1); }
    const out = [];
    for (const line of part.transcript.split("\n").map((l) => l.trim()).filter(Boolean)) {
      const m = /^([A-Z][A-Z ]*):\s*(.+)$/.exec(line);
      if (!m) { console.error(`${process.argv[1]}: not "SPEAKER: text": ${line}`); process.exit(1); }
      out.push(`${m[1]}\t${m[2]}`);
    }
    require("fs").writeFileSync(process.argv[2], out.join("\n") + "\n");
    require("fs").writeFileSync(process.argv[3], `Listening Part ${part.part}: ${part.title}`);
  ' "$json" "$work/turns.tsv" "$work/title.txt"

  local raw="$work/all.raw" n=0 speaker text voice
  : >"$raw"
  silence 0.5 >>"$raw"
  while IFS=$'\t' read -r speaker text; do
    voice="${VOICES[$speaker]:-}"
    [[ -n "$voice" ]] || { echo "synthesize-audio: $json: no voice for speaker $speaker" >&2; exit 1; }
    n=$((n + 1))
    espeak-ng -v "$voice" -s "$SPEED" -w "$work/turn.wav" -- "$text" 2>/dev/null
    # espeak-ng writes a plain 44-byte RIFF header; keep only the PCM after it.
    [[ "$(dd if="$work/turn.wav" bs=1 skip=36 count=4 2>/dev/null)" == data ]] ||
      { echo "synthesize-audio: unexpected WAV header from espeak-ng" >&2; exit 1; }
    tail -c +45 "$work/turn.wav" >>"$raw"
    if [[ "$speaker" == NARRATOR ]]; then silence "$GAP_NARRATOR" >>"$raw"; else silence "$GAP_TURN" >>"$raw"; fi
  done <"$work/turns.tsv"

  # Wrap the PCM in a WAV header (lame's raw-input mode is unreliable when built with libsndfile).
  node -e '
    const fs = require("fs");
    const [raw, wav, rate] = process.argv.slice(1);
    const pcm = fs.readFileSync(raw);
    const h = Buffer.alloc(44);
    h.write("RIFF", 0); h.writeUInt32LE(36 + pcm.length, 4); h.write("WAVEfmt ", 8);
    h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22);
    h.writeUInt32LE(+rate, 24); h.writeUInt32LE(+rate * 2, 28); h.writeUInt16LE(2, 32); h.writeUInt16LE(16, 34);
    h.write("data", 36); h.writeUInt32LE(pcm.length, 40);
    fs.writeFileSync(wav, Buffer.concat([h, pcm]));
  ' "$raw" "$work/all.wav" "$RATE"

  lame --quiet -m m --resample "$OUT_RATE" -b "$BITRATE" --cbr -q 2 \
    --tt "$(cat "$work/title.txt")" --ta 'CDI exam platform' --tl 'Sample Test 1' \
    --tc 'Synthesised with espeak-ng from the transcript' \
    "$work/all.wav" "$mp3"

  local seconds
  seconds="$(awk -v b="$(stat -c %s "$raw")" -v r="$RATE" 'BEGIN { printf "%.0f", b / 2 / r }')"
  printf '%s: %d turns, %d:%02d, %s bytes\n' "${mp3#"$here/../"}" "$n" $((seconds / 60)) $((seconds % 60)) "$(stat -c %s "$mp3")"
}

if [[ $# -eq 0 ]]; then
  set -- "$listening"/part-[1-4].json
fi
for json in "$@"; do
  synthesize "$(cd "$(dirname "$json")" && pwd)/$(basename "$json")"
done
