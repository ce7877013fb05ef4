/**
 * Every language at once, for code outside the bundle that reads texts synchronously: the sample server renders the
 * pages' server markup in each language, and the unit tests run widgets in each.
 */
import './languages/en';
import './languages/fr';
import './languages/it';
import './languages/de';
import './languages/es';
import './languages/nl';
import './languages/ja';
