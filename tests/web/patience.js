// The browser tests' one clock: a deadline for the whole run, not a limit per wait. A wait runs
// until what it waits for holds; only when the run as a whole has taken longer than any machine
// should (minutes) does it give up, naming what it waited for. On a slow or busy machine the limit
// is scaled, never the waits shortened:
//   CLIMBSIM_TEST_TIME_SCALE=F  multiplies every test limit (default 1)
//   CLIMBSIM_PAGE_TEST_LIMIT_S=S  the browser run's limit before scaling (default 900 s)
'use strict';

// A positive number from the environment, or the default; anything else is an error that says so.
function positiveFromEnv(name, fallback) {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!(value > 0) || !Number.isFinite(value)) throw new Error(`${name}=${text}: expected a positive number`);
  return value;
}

class Deadline {
  constructor(limitSeconds = positiveFromEnv('CLIMBSIM_PAGE_TEST_LIMIT_S', 900) * positiveFromEnv('CLIMBSIM_TEST_TIME_SCALE', 1)) {
    this.seconds = limitSeconds;
    this.end = Date.now() + limitSeconds * 1000;
  }
  passed() { return Date.now() >= this.end; }
  limitSeconds() { return +this.seconds.toFixed(1); }
  howToExtend() { return 'CLIMBSIM_TEST_TIME_SCALE=2 doubles it'; }
  // `promise`, or a rejection naming `what` when the deadline passes first.
  race(promise, what) {
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`the run's limit of ${this.limitSeconds()} s passed while waiting for ${what}`)),
        Math.max(0, this.end - Date.now()));
      timer.unref();
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  }
}

// `promise`, or a rejection naming `what` after `ms` of its own: for the few steps (a report of
// what the page shows, a cleanup) that must still run once the run's deadline has passed.
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s to ${what}`)), ms); timer.unref(); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

module.exports = { Deadline, within, positiveFromEnv };
