import fc from 'fast-check'

/**
 * Every property run is seeded, so the suite gives the same result on every run and machine: a
 * failure prints its seed and path (fast-check's message), and `DOCSNAV_TEST_SEED=<n>` runs the
 * properties with another seed (`random`: a new one each run, printed first), to explore beyond
 * the default. A test that gives its own `seed` keeps it.
 */
const DEFAULT_SEED = 20261126
const given = process.env.DOCSNAV_TEST_SEED
const seed = given === undefined || given === '' ? DEFAULT_SEED : given === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(given)
if (!Number.isSafeInteger(seed)) throw new Error(`DOCSNAV_TEST_SEED must be an integer or \`random\`, not \`${given}\``)
if (given === 'random') console.log(`fast-check seed: ${seed} (DOCSNAV_TEST_SEED=${seed} runs the same properties again)`)
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed })
