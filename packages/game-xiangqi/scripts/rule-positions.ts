/**
 * Hand-built positions that each exercise one rule of move generation. `make-rule-fixtures.ts` turns
 * them into FEN, checks they decode, and asks Fairy-Stockfish for perft counts (fixtures/xiangqi-perft-rules.json).
 * Pieces are written `Ke0 Re4 …` with ICCS squares: upper case Red, lower case Black.
 */
export interface RulePosition {
  readonly id: string;
  readonly pieces: string;
  readonly side: 'w' | 'b';
  readonly note: string;
}

export const RULE_POSITIONS: readonly RulePosition[] = [
  {
    id: 'flying_general_pin_horse',
    pieces: 'Ke0 He4 Hc2 Pa3 Ca0 | ke9 ad9 hb9 pc6 rh9',
    side: 'w',
    note: 'the horse on e4 is the only piece between the generals: it may not move',
  },
  {
    id: 'flying_general_pin_black_horse',
    pieces: 'Kd0 Ae1 Rh2 Pg3 | kd9 hd7 ce7 pa6 ri9',
    side: 'b',
    note: 'the black horse on d7 screens the generals and may not move; cannon e7 may',
  },
  {
    id: 'flying_general_king_step',
    pieces: 'Kd1 Ra0 Pc3 Hg2 | ke9 rh9 pg6 af9',
    side: 'w',
    note: 'the red general may not step to the open e-file facing the black general',
  },
  {
    id: 'cannon_check_through_screen',
    pieces: 'Ke0 Pe3 Ra0 Hb0 Ad0 | ke9 ce5 ad9 rh9',
    side: 'w',
    note: 'red in check from the cannon on e5 over the soldier on e3; interposing a second screen is legal',
  },
  {
    id: 'cannon_self_check_by_screening',
    pieces: 'Ke0 Rc2 Hg2 Eg0 Ca3 | kd9 ce6 rh9 pa6',
    side: 'w',
    note: 'the unscreened cannon on e6: any red piece landing on e1..e5 gives check to its own general',
  },
  {
    id: 'cannon_two_screens',
    pieces: 'Ke0 Ae1 Pe3 Ra0 Hh0 | kf9 ce7 ri9 hb9',
    side: 'w',
    note: 'advisor e1 and soldier e3 both screen the cannon: the advisor may not leave the file',
  },
  {
    id: 'cannon_screen_is_cannon',
    pieces: 'Kd0 Cf2 Ce6 Rd4 Ad2 | kf9 ae8 hb9 pa6 ra9',
    side: 'w',
    note: 'cannon e6 to f6 becomes the screen of cannon f2: a discovered cannon check',
  },
  {
    id: 'horse_leg_pins_advisor',
    pieces: 'Ke1 Af2 Ad0 Ra0 Pc3 | kd9 hg2 ra9 pc6',
    side: 'w',
    note: 'advisor f2 blocks the leg of the horse on g2 that eyes the general on e1: it is pinned',
  },
  {
    id: 'horse_legs_blocked',
    pieces: 'Ke0 Pe3 Hc4 Pc5 Rd4 Hh0 Ei2 | ke9 hh7 ci7 eg9 pg6 ad9',
    side: 'w',
    note: 'horse c4 has two legs blocked (c5, d4); black horse h7 has leg i7 blocked',
  },
  {
    id: 'elephant_eyes_and_river',
    pieces: 'Ke0 Ee2 Eg4 Hd3 Rf1 Pd6 | ke9 ee7 ec9 hd8 ra9',
    side: 'w',
    note: 'elephant e2 has eyes d3 and f1 blocked; elephant g4 may not cross the river',
  },
  {
    id: 'elephant_eyes_black',
    pieces: 'Ke0 Pd6 Rb0 Ha0 | kf9 ee7 ec9 hd8 ra9',
    side: 'b',
    note: 'black elephant e7 eye d6 blocked by a red soldier; eye d8 blocked by its own horse',
  },
  {
    id: 'palace_advisors_generals',
    pieces: 'Kd0 Ae1 Af0 Rh5 | kf7 ae8 ad9 ri3 hb9',
    side: 'b',
    note: 'generals in palace corners and advisors on the centre: moves stay inside the palace',
  },
  {
    id: 'soldiers_river',
    pieces: 'Ke0 Pa3 Pc4 Pe5 Pg6 Pi9 | kf9 pa6 pc5 pe4 pg3 pi0 rb9',
    side: 'w',
    note: 'uncrossed soldiers move forward only; crossed ones sideways too; last-rank soldiers only sideways',
  },
  {
    id: 'soldiers_river_black',
    pieces: 'Ke0 Pa3 Pc4 Pe5 Pg6 Pi9 Rb0 | kf9 pa6 pc5 pe4 pg3 pi0',
    side: 'b',
    note: 'the same soldiers, Black to move',
  },
  {
    id: 'double_check_rook_cannon',
    pieces: 'Kd0 Re5 Ca9 Pa3 | ke9 hc9 af9 ra7',
    side: 'b',
    note: 'black in double check: chariot e5 on the file and cannon a9 over the horse on c9',
  },
  {
    id: 'double_check_discovered',
    pieces: 'Kd0 Re3 He5 Ca0 | ke9 ad9 af9 rh7 pc6',
    side: 'w',
    note: 'horse e5 moving uncovers the chariot on the e-file and may check too: double checks at depth 2',
  },
  {
    id: 'pawn_checks_general',
    pieces: 'Ke1 Ad0 Rh0 Ca0 | kf9 pd1 pe3 ra8',
    side: 'w',
    note: 'black soldier d1 checks sideways; the general may capture it or step away',
  },
  {
    id: 'stalemate_black_to_move',
    pieces: 'Kf0 Ra8 Re5 | kd9',
    side: 'b',
    note: 'black has no legal move and is not in check: stalemate (perft 0)',
  },
  {
    id: 'stalemate_in_one',
    pieces: 'Kf0 Ra8 Rh5 Ca0 | kd9',
    side: 'w',
    note: 'Rh5-e5 stalemates black (a loss for black); other moves check or leave moves',
  },
  {
    id: 'mate_in_one_horse',
    pieces: 'Ke0 Hf6 Rh0 Pd7 | kd9 ae8 af9 rb9',
    side: 'w',
    note: 'several checks including horse checks; some replies have no legal answer',
  },
  {
    id: 'rank_pin_and_open_cannon_file',
    pieces: 'Kd1 Re1 Ri0 Pc3 Hc4 | kf9 rh1 cd7 ae8 hb9',
    side: 'w',
    note: 'chariot e1 pinned along the rank by chariot h1; cannon d7 makes d2..d6 self-check squares',
  },
  {
    id: 'general_captures_checker',
    pieces: 'Ke0 Ad0 Hb0 Ri3 | kf9 re1 ra9 hc7',
    side: 'w',
    note: 'chariot e1 checks; the general may capture it (it is unprotected) or step aside',
  },
  {
    id: 'generals_face_on_move',
    pieces: 'Kf0 Af2 Rh2 Pa3 | ke9 rd8 hb9',
    side: 'w',
    note: 'black chariot d8 covers the d-file; red general moves near the open e-file',
  },
  {
    id: 'crowded_midgame',
    pieces:
      'Ke0 Ad0 Af0 Ec0 Ee2 Hc2 Hg2 Rb0 Rh6 Cb2 Ce4 Pa3 Pc3 Pe5 Pg3 Pi3 | ke9 ad9 af9 ec9 eg9 hc7 hg7 ra9 ri7 cb7 ch4 pa6 pc6 pe6 pg6 pi6',
    side: 'b',
    note: 'a full-board middlegame with every piece type active',
  },
];
