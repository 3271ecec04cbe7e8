/** Both languages' texts for server rendering and meta functions (the browser loads only its page's language). */
import { addTranslations } from './i18n.ts';
import es from './es.json';
import fr from './fr.json';

addTranslations('fr', fr);
addTranslations('es', es);
