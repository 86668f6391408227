function [keys, groups] = group_by(labels, values)
% GROUP_BY  Groups values by label: unique labels and a cell of value vectors.
keys = unique(labels);
groups = cell(size(keys));
for k = 1:numel(keys)
    groups{k} = values(strcmp(labels, keys{k}));
end
% A text against a cell of texts is one answer, whatever the text's length.
found = ismember(keys{1}, labels) | ismember('none', labels);
if ~found
    error('group_by:lost', 'the first key is not among the labels');
end
end
