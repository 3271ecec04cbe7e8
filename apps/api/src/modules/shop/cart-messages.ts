import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the cart, its products and discount codes (issue 14 parts 1, 3). */
export const CART_MESSAGES = defineMessages({
  fr: {
    'shop.notShopContext': 'La boutique n’est pas ouverte à ce compte : vos formations sont incluses dans votre abonnement.',
    'shop.notSold': 'Cette formation n’est pas vendue ici.',
    'shop.productNotInCart': 'Ce produit n’est pas dans votre panier.',
    'shop.sessionNotFound': 'Cette session n’existe pas pour cette formation, ou elle a déjà commencé.',
    'shop.cartFull': 'Votre panier est plein : réglez-le ou retirez une formation avant d’en ajouter une autre.',
    'shop.sessionFull': 'Cette session est complète : choisissez-en une autre.',
    'shop.functionNotAvailable': 'Cette formation ne peut pas être achetée pour cette fonction.',
    'shop.fundingNotAvailable': 'Ce financement n’est pas possible pour cette formation et cette fonction.',
    'shop.discount.invalidCode': 'Un code ne contient que des lettres, des chiffres, des tirets et des soulignés.',
    'shop.discount.unknown': 'Ce code promo n’existe pas.',
    'shop.discount.notStarted': 'Ce code promo n’est pas encore valable.',
    'shop.discount.expired': 'Ce code promo a expiré.',
    'shop.discount.exhausted': 'Ce code promo a déjà été utilisé autant de fois que prévu.',
    'shop.discount.exhaustedForUser': 'Vous avez déjà utilisé ce code promo autant de fois que permis.',
    'shop.discount.notApplicable': 'Ce code promo ne s’applique à aucune formation de votre panier.',
    'success.cartAdded': 'Ajouté à votre panier.',
    'success.cartRemoved': 'Retiré de votre panier.',
    'success.cartUpdated': 'Votre panier est à jour.',
    'success.discountAdded': 'Le code promo est appliqué.',
    'success.discountRemoved': 'Le code promo est retiré.',
    'success.discountDropped': 'Le code promo {code} ne s’applique plus à votre panier : il a été retiré.',
  },
  es: {
    'shop.notShopContext': 'La tienda no está abierta para esta cuenta: sus formaciones están incluidas en su suscripción.',
    'shop.notSold': 'Esta formación no se vende aquí.',
    'shop.productNotInCart': 'Este producto no está en su carrito.',
    'shop.sessionNotFound': 'Esta sesión no existe para esta formación, o ya ha empezado.',
    'shop.cartFull': 'Su carrito está lleno: páguelo o quite una formación antes de añadir otra.',
    'shop.sessionFull': 'Esta sesión está completa: elija otra.',
    'shop.functionNotAvailable': 'Esta formación no se puede comprar para esta función.',
    'shop.fundingNotAvailable': 'Esta financiación no es posible para esta formación y esta función.',
    'shop.discount.invalidCode': 'Un código solo contiene letras, cifras, guiones y guiones bajos.',
    'shop.discount.unknown': 'Este código promocional no existe.',
    'shop.discount.notStarted': 'Este código promocional todavía no es válido.',
    'shop.discount.expired': 'Este código promocional ha caducado.',
    'shop.discount.exhausted': 'Este código promocional ya se ha usado todas las veces previstas.',
    'shop.discount.exhaustedForUser': 'Ya ha usado este código promocional todas las veces permitidas.',
    'shop.discount.notApplicable': 'Este código promocional no se aplica a ninguna formación de su carrito.',
    'success.cartAdded': 'Añadido a su carrito.',
    'success.cartRemoved': 'Quitado de su carrito.',
    'success.cartUpdated': 'Su carrito está actualizado.',
    'success.discountAdded': 'El código promocional se ha aplicado.',
    'success.discountRemoved': 'El código promocional se ha quitado.',
    'success.discountDropped': 'El código promocional {code} ya no se aplica a su carrito: se ha quitado.',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof CART_MESSAGES.fr, true> {}
}
