#!/usr/bin/env bash
# draw-images.sh: draws the listening images of the sample test with ImageMagick.
#
#   content/tools/draw-images.sh
#
# Writes into content/sample-test/listening/, replacing any earlier files:
#   visitor-centre-plan.png  part 2, plan labeling (rooms A-E)
#   park-map.png             part 2, map labeling (places A-G)
#   solar-still.png          part 3, diagram labeling (labels 23-25)
#   ice-house.png            part 4, diagram label completion (labels 35-36)
#
# Every image is 800 × 500. The numbered answer boxes are drawn by the exam screen at each label's
# x/y (percent of the image) in the part JSON, so keep the two in step when moving things:
#   - plan and map: the answer is a letter, so the boxes sit in the empty column on the right
#     (x 78%, y 30/45/60%); a box placed on the plan itself would give the answer away.
#   - diagrams: each box sits at the outer end of its leader line, where a dashed outline is drawn.
# Needs ImageMagick 6 (`convert`, Debian: `apt-get install -y imagemagick`) and the DejaVu fonts.
# Open shapes are drawn as separate lines: ImageMagick 6.9 closes polylines with a stray segment.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/../sample-test/listening"
command -v convert >/dev/null || { echo "draw-images: ImageMagick (convert) is not installed" >&2; exit 1; }

FONT=DejaVu-Sans
BOLD=DejaVu-Sans-Bold

# letter X Y L: a lettered circle centred on X,Y.
letter() {
  printf -- "-stroke '#1f2937' -strokewidth 2 -fill white -draw 'circle %d,%d %d,%d' " "$1" "$2" "$1" $(($2 + 16))
  printf -- "-stroke none -fill '#1f2937' -font %s -pointsize 22 -draw \"text %d,%d '%s'\" " "$BOLD" $(($1 - 8)) $(($2 + 8)) "$3"
}
# label X Y SIZE TEXT: plain text with its top-left baseline at X,Y.
label() {
  printf -- "-stroke none -fill '#1f2937' -font %s -pointsize %d -draw \"text %d,%d '%s'\" " "$FONT" "$3" "$1" "$2" "$4"
}
# answer_box X Y N: a dashed outline centred on X,Y with the question number, where the input goes.
answer_box() {
  printf -- "-stroke '#1f2937' -strokewidth 1.5 -fill white -draw 'stroke-dasharray 5 3 roundrectangle %d,%d %d,%d 6,6' " \
    $(($1 - 60)) $(($2 - 16)) $(($1 + 60)) $(($2 + 16))
  printf -- "-stroke none -fill '#1f2937' -font %s -pointsize 16 -draw \"text %d,%d '%s'\" " "$BOLD" $(($1 - 52)) $(($2 + 6)) "$3"
}
# leader X1 Y1 X2 Y2: a thin line ending in a dot at X2,Y2.
leader() {
  printf -- "-stroke '#1f2937' -strokewidth 1.5 -fill none -draw 'line %d,%d %d,%d' " "$1" "$2" "$3" "$4"
  printf -- "-stroke none -fill '#1f2937' -draw 'circle %d,%d %d,%d' " "$3" "$4" "$3" $(($4 + 3))
}

draw() { # FILE ARGS...: draw onto a white 800 × 500 canvas and save as a small palette PNG
  local file="$1"
  shift
  eval "convert -size 800x500 xc:white $* -strip +dither -colors 48 PNG8:'$out/$file'"
  printf '%s: %s bytes\n' "$file" "$(stat -c %s "$out/$file")"
}

# --- Part 2: visitor centre ground floor plan -------------------------------------------------
plan=(
  "$(label 40 32 18 'Ashcombe Country Park: visitor centre, ground floor')"
  # Rooms: a 3 × 3 grid inside the outer walls.
  "-stroke '#1f2937' -strokewidth 3 -fill '#f8fafc' -draw 'rectangle 40,50 560,450'"
  "-fill '#eef2f7' -draw 'rectangle 200,190 400,330'"
  "-fill none -draw 'line 200,50 200,450' -draw 'line 400,50 400,450' -draw 'line 40,190 200,190'"
  "-draw 'line 400,190 560,190' -draw 'line 40,330 200,330' -draw 'line 400,330 560,330'"
  "-draw 'line 200,190 400,190'"
  # Doors: gaps in the walls.
  "-stroke '#f8fafc' -strokewidth 5 -draw 'line 200,240 200,280' -draw 'line 400,240 400,280' -draw 'line 280,190 320,190'"
  "-draw 'line 200,100 200,140' -draw 'line 400,100 400,140' -draw 'line 200,370 200,410' -draw 'line 400,370 400,410'"
  "-stroke '#eef2f7' -draw 'line 220,330 380,330'"
  "-stroke white -strokewidth 6 -draw 'line 270,450 330,450'"
  # Reception desk and the fixed names.
  "-stroke '#1f2937' -strokewidth 2 -fill '#d6dde8' -draw 'roundrectangle 250,352 350,378 4,4'"
  "$(label 262 370 14 'Reception')"
  "$(label 96 396 16 'Shop')"
  "$(label 456 396 16 'Café')"
  "$(label 262 268 14 'Corridor')"
  "-stroke '#1f2937' -strokewidth 2 -fill '#1f2937' -draw 'polygon 300,462 290,480 310,480'"
  "$(label 248 497 15 'Main entrance')"
  "$(letter 120 120 A)" "$(letter 120 260 B)" "$(letter 300 120 C)" "$(letter 480 120 D)" "$(letter 480 260 E)"
)
draw visitor-centre-plan.png "${plan[@]}"

# --- Part 2: map of the country park ---------------------------------------------------------
map=(
  "-stroke '#1f2937' -strokewidth 2 -fill '#eaf4e2' -draw 'rectangle 20,20 580,480'"
  # Woodland in the north-west.
  "-stroke none -fill '#c7e0b4' -draw 'polygon 21,21 230,21 205,175 120,200 21,210'"
  "-fill '#6b9e52' -draw 'circle 60,60 60,74' -draw 'circle 110,50 110,64' -draw 'circle 165,62 165,76'"
  "-draw 'circle 80,120 80,134' -draw 'circle 140,110 140,124' -draw 'circle 60,175 60,189' -draw 'circle 185,120 185,132'"
  "$(label 80 95 15 'Woodland')"
  # River down the east side, with a footbridge.
  "-stroke '#7fb2e5' -strokewidth 20 -fill none -draw 'bezier 470,20 500,120 450,220 480,320' -draw 'bezier 480,320 500,400 470,440 480,480'"
  "-stroke '#7a5230' -strokewidth 8 -draw 'line 452,205 500,205'"
  "$(label 500 300 14 'River')"
  "$(label 500 232 12 'footbridge')"
  # Lake with an island.
  "-stroke '#5b8fc7' -strokewidth 2 -fill '#b9d7f2' -draw 'ellipse 290,220 110,58 0,360'"
  "-fill '#b6d99a' -draw 'ellipse 290,220 24,14 0,360'"
  "$(label 330 268 15 'Lake')"
  # Visitor centre, car park and paths.
  "-stroke '#8b7355' -strokewidth 3 -fill none -draw 'stroke-dasharray 8 5 line 290,400 290,279'"
  "-draw 'stroke-dasharray 8 5 line 395,235 430,215' -draw 'stroke-dasharray 8 5 line 430,215 452,205' -draw 'stroke-dasharray 8 5 line 500,205 540,205'"
  "-stroke '#1f2937' -strokewidth 2 -fill '#cbd5e1' -draw 'rectangle 245,400 335,445'"
  "$(label 236 466 13 'Visitor centre')"
  "-fill '#e2e8f0' -draw 'rectangle 350,405 440,460'"
  "$(label 362 437 13 'Car park')"
  # North arrow.
  "-stroke '#1f2937' -strokewidth 2 -fill '#1f2937' -draw 'polygon 60,400 50,440 60,432 70,440'"
  "$(label 53 460 14 N)"
  "$(letter 290 145 A)" "$(letter 160 225 B)" "$(letter 430 170 C)" "$(letter 395 330 D)"
  "$(letter 540 80 E)" "$(letter 200 425 F)" "$(letter 290 220 G)"
  "$(label 600 40 16 'Ashcombe Country Park')"
)
draw park-map.png "${map[@]}"

# --- Part 3: solar still (questions 23-25 at 400,60 / 672,310 / 672,430) ------------------------
still=(
  # Sun.
  "-stroke '#e0a800' -strokewidth 3 -fill '#ffd84d' -draw 'circle 90,80 90,115'"
  "-draw 'line 140,80 175,80' -draw 'line 125,120 150,145' -draw 'line 90,130 90,160' -draw 'line 125,40 150,15'"
  # Insulation around the basin.
  "-stroke '#8b6f47' -strokewidth 2 -fill '#e9d8b4' -draw 'rectangle 150,245 650,430'"
  "-fill '#b8975f' -stroke none"
  "$(for x in 165 185 205 595 615 635; do for y in 265 300 335 370 405; do printf -- "-draw 'circle %d,%d %d,%d' " "$x" "$y" "$x" $((y + 2)); done; done)"
  "$(for x in 230 290 350 410 470 530 590; do printf -- "-draw 'circle %d,%d %d,%d' -draw 'circle %d,%d %d,%d' " "$x" 415 "$x" 417 $((x + 25)) 422 $((x + 25)) 424; done)"
  # Basin, its black lining and the salt water.
  "-stroke '#4b5563' -strokewidth 3 -fill white -draw 'rectangle 190,245 610,405'"
  "-stroke '#111111' -strokewidth 8 -fill none -draw 'line 197,250 197,398' -draw 'line 197,398 603,398' -draw 'line 603,398 603,250'"
  "-stroke none -fill '#8ec5f0' -draw 'rectangle 202,325 598,393'"
  "$(label 220 370 15 'salt water')"
  # Collecting cup under the lowest point of the sheet.
  "-stroke '#1f2937' -strokewidth 2 -fill '#f3f4f6' -draw 'polygon 372,290 428,290 422,350 378,350'"
  "-stroke none -fill '#8ec5f0' -draw 'rectangle 381,325 419,346'"
  # Clear plastic sheet pulled into a cone, with drops running down its underside.
  "-stroke '#2f7fc1' -strokewidth 3 -fill none -draw 'line 180,238 400,278' -draw 'line 400,278 620,238'"
  "-stroke none -fill '#2f7fc1' -draw 'ellipse 300,268 3,5 0,360' -draw 'ellipse 350,276 3,5 0,360' -draw 'ellipse 455,274 3,5 0,360' -draw 'ellipse 510,264 3,5 0,360'"
  # Weight on the sheet.
  "-stroke '#1f2937' -strokewidth 2 -fill '#9ca3af' -draw 'ellipse 400,268 20,11 0,360'"
  # Given labels.
  "$(leader 215 190 260 246)" "$(label 150 182 15 'clear plastic sheet')"
  "$(leader 520 190 425 300)" "$(label 500 182 15 'collecting cup')"
  # Questions.
  "$(leader 400 78 400 256)" "$(answer_box 400 60 23)"
  "$(leader 612 310 600 340)" "$(answer_box 672 310 24)"
  "$(leader 612 430 640 410)" "$(answer_box 672 430 25)"
)
draw solar-still.png "${still[@]}"

# --- Part 4: ice house (questions 35-36 at 144,450 / 688,110) -----------------------------------
ice=(
  # Earth, ground level and the mound over the chamber.
  "-stroke none -fill '#eadfca' -draw 'rectangle 0,170 800,500'"
  "-fill '#eadfca' -stroke '#6b8e4e' -strokewidth 4 -draw 'path \"M 190,171 Q 340,60 490,171\"'"
  "-stroke '#6b8e4e' -strokewidth 4 -draw 'line 0,170 190,170' -draw 'line 490,170 800,170'"
  "$(label 20 160 14 'ground level')"
  # Egg-shaped brick chamber with ice blocks.
  "-stroke '#9c3d26' -strokewidth 14 -fill '#f8fafc' -draw 'ellipse 340,290 105,150 0,360'"
  "-stroke '#7fb2e5' -strokewidth 1 -fill '#dbeefe'"
  "$(for y in 300 340 380; do for x in 270 310 350 390; do [[ $y -eq 380 && ( $x -eq 270 || $x -eq 390 ) ]] && continue; printf -- "-draw 'rectangle %d,%d %d,%d' " "$x" "$y" $((x + 34)) $((y + 34)); done; done)"
  # Drain under the floor.
  "-stroke '#4b5563' -strokewidth 6 -fill none -draw 'line 340,440 340,470' -draw 'line 340,470 470,490'"
  # Entrance passage with a door at each end, and steps up to the surface.
  "-stroke '#9c3d26' -strokewidth 6 -fill '#f1f5f9' -draw 'rectangle 440,195 640,250'"
  "-stroke '#9c3d26' -strokewidth 6 -fill '#f1f5f9' -draw 'polygon 640,195 700,170 730,170 730,176 640,250'"
  "-stroke none -fill '#f1f5f9' -draw 'rectangle 430,201 446,244'"
  "-stroke '#5b3a1e' -strokewidth 7 -draw 'line 470,201 470,244' -draw 'line 615,201 615,244'"
  "$(label 500 278 14 'entrance passage')"
  # Given labels.
  "$(leader 120 250 236 260)" "$(label 20 240 15 'thick brick walls')"
  "$(leader 560 360 400 330)" "$(label 540 380 15 'egg-shaped chamber')"
  # Questions.
  "$(leader 204 450 338 462)" "$(answer_box 144 450 35)"
  "$(leader 660 128 615 210)" "$(leader 640 120 470 205)" "$(answer_box 688 110 36)"
)
draw ice-house.png "${ice[@]}"
