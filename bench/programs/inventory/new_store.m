function store = new_store(name)
% NEW_STORE  A store with nested configuration and an empty item table.
store.name = name;
store.config.currency = 'EUR';
store.config.limits.max_qty = 100;
store.config.limits.min_qty = 0;
store.items = struct('sku', {}, 'qty', {}, 'price', {});
store.log = {};
end
