function store = add_item(store, sku, qty, price)
% ADD_ITEM  Adds stock to an item, creating it on first use; quantities are capped.
k = find_item(store, sku);
if k == 0
    k = numel(store.items) + 1;
    store.items(k).sku = sku;
    store.items(k).qty = 0;
    store.items(k).price = price;
end
newqty = store.items(k).qty + qty;
if newqty > store.config.limits.max_qty
    store.log{end+1} = sprintf('cap %s at %d', sku, store.config.limits.max_qty);
    newqty = store.config.limits.max_qty;
elseif newqty < store.config.limits.min_qty
    error('inv:negative', 'not enough %s in stock', sku);
end
store.items(k).qty = newqty;
end
