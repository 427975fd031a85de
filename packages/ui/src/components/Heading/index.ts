export { Heading, headingLevels, headingSizes, headingTones } from './Heading.tsx';
export type { HeadingLevel, HeadingProps, HeadingSize, HeadingTone } from './Heading.tsx';
