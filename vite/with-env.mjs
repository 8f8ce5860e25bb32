// Plain JavaScript, so that both the build's plugins (vite/first-visit-chunks.ts) and the benches' Node scripts
// (tests/bench/build.mjs) can import it. Types: with-env.d.mts.

/**
 * Runs `run` with `vars` set in the environment (a value of undefined leaves that variable as it is), then puts the
 * environment back as it was. vite.config.ts reads such variables for one build (a plugin cannot be taken out of the
 * config file's list from outside it).
 */
export async function withEnv(vars, run) {
  const set = Object.entries(vars).filter(([, value]) => value !== undefined);
  const saved = set.map(([key]) => [key, process.env[key]]);
  for (const [key, value] of set) process.env[key] = value;
  try {
    return await run();
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
    }
  }
}
