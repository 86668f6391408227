function k = find_item(store, sku)
% FIND_ITEM  Index of the item with this sku, 0 when absent.
k = 0;
for i = 1:numel(store.items)
    if strcmp(store.items(i).sku, sku)
        k = i;
        return;
    end
end
end
