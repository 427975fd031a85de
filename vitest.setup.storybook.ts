import { expect } from 'vitest';
import { page } from 'vitest/browser';
import type { VisualCheck } from './.storybook/visual.ts';

const check: VisualCheck = async (element, name) => {
  // Text must be drawn with the shipped font before a picture is taken of it.
  await document.fonts.ready;
  await expect.element(page.elementLocator(element)).toMatchScreenshot(name);
};

globalThis.__showroomVisualCheck = check;
