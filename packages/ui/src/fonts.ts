// The typeface ships with the package so text renders the same on every machine
// (and screenshot baselines stay stable): no system font is ever used.
import '@fontsource-variable/inter/wght.css';
