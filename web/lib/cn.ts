import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). It does not resolve Tailwind conflicts: with two classes for the same
 * property, the stylesheet's order decides, not the order here. So a component's class that a
 * caller may replace through `className` is written with the `fallback:` variant (no specificity,
 * web/styles/globals.css), and the conditional classes of one element never set the same
 * property twice (use a ternary).
 */
export const cn = (...inputs: ClassValue[]) => clsx(inputs);
