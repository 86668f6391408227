function states = simulate_chain(P, s0, steps, u)
% SIMULATE_CHAIN  A path of the chain driven by the given uniform numbers u.
states = zeros(1, steps + 1, 'int32');
states(1) = s0;
cum = cumsum(P, 2);
for t = 1:steps
    row = cum(states(t), :);
    states(t + 1) = find(u(t) <= row, 1);
end
end
