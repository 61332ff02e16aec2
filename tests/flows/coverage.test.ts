import { expect, test } from 'vitest';
import { machineRegistry } from '../../src/machines/registry';
import { modelPathCoverage, registryModel } from '../machines/modelPaths';

/*
 * DESIGN §8, `npm run flows:coverage`: for every registry machine, the model-based paths (its registry
 * model, run on live actors with fake timers) reach every state node and every transition.
 * tests/flows/coverageReporter.ts prints the table; below 100 % a test fails, and so does the command.
 */
test.for(machineRegistry.map((entry) => [entry.name, entry] as const))('%s', async ([, entry], { task }) => {
  const { machine, options } = registryModel(entry);
  const coverage = await modelPathCoverage(machine, options);
  task.meta.flowCoverage = coverage;
  expect(coverage.states.missing, `${entry.name}: state nodes no path reached`).toEqual([]);
  expect(coverage.transitions.missing, `${entry.name}: transitions no path took`).toEqual([]);
});
