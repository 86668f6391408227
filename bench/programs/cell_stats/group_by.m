function [keys, groups] = group_by(labels, values)
% GROUP_BY  Groups values by label: unique labels and a cell of value vectors.
keys = unique(labels);
groups = cell(size(keys));
for k = 1:numel(keys)
    groups{k} = values(strcmp(labels, keys{k}));
end
end
