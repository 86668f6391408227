function [total, by_sku] = stock_value(store)
% STOCK_VALUE  Total stock value and a struct of values keyed by sku (dynamic fields).
total = 0;
by_sku = struct();
for i = 1:numel(store.items)
    it = store.items(i);
    v = it.qty * it.price;
    by_sku.(it.sku) = v;
    total = total + v;
end
end
