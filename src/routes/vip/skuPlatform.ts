/** The plans on sale to this phone (`/vip/v1/sku/{ios_system}`): iOS has plans of its own. */
export const skuPlatform = { ios_system: String(/iPhone|iPad|iPod/i.test(navigator.userAgent)) };
