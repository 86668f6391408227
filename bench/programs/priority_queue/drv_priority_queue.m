function drv_priority_queue()
% Schedules tasks (structs as payloads) by priority; pops until empty, then once too many.
q = pq_new(2);
names = {'write', 'test', 'build', 'deploy', 'review', 'plan', 'fix'};
prios = [5 3 4 9 2 1 3];
for k = 1:numel(names)
    task.name = names{k};
    task.order = k;
    q = pq_push(q, prios(k), task);
end
fprintf('queued %d (capacity %d)\n', q.n, numel(q.keys));
done = {};
while q.n > 0
    [q, p, t] = pq_pop(q);
    done{end+1} = sprintf('%s(%d)', t.name, p); %#ok<AGROW>
end
fprintf('%s\n', strjoin(done, ' '));
try
    [q, ~, ~] = pq_pop(q);
catch e
    fprintf('%s\n', e.message);
end
end
