// ui/clock.js — the play clock: the computer's next move, after a short
// pause; one at a time, started and stopped by the store.

/** The computer's pause before it moves (tests set it to 0). */
export const DELAY = { ms: 450 };

let timer = 0; // the scheduled move

/** Schedules `move` in place of any other. */
export function start(move) {
  stop();
  timer = setTimeout(() => {
    timer = 0;
    move();
  }, DELAY.ms);
}

export function stop() {
  clearTimeout(timer);
  timer = 0;
}

export const running = () => timer !== 0;
