function drv_markov_chain()
% A weather chain: stationary law by iteration and by eigenvector, and a simulated walk.
P = [0.7 0.2 0.1; 0.3 0.4 0.3; 0.2 0.3 0.5];
names = {'sun', 'cloud', 'rain'};
[p, it] = stationary(P);
fprintf('stationary after %d: %s\n', it, mat2str(round(p * 1e6) / 1e6));
[V, E] = eig(P');
[~, k] = max(real(diag(E)));
v = real(V(:, k))';
v = v / sum(v);
fprintf('eigen agrees: %d\n', max(abs(v - p)) < 1e-9);
u = mod((1:300) * 0.6180339887, 1);
walk = simulate_chain(P, 1, 300, u);
freq = zeros(1, 3);
for s = 1:3
    freq(s) = nnz(walk == s) / numel(walk);
end
fprintf('%s ', names{walk(1:8)});
fprintf('\nfreq %s (%s)\n', mat2str(round(freq * 1000) / 1000), class(walk));
switch names{walk(end)}
    case 'sun'
        disp('ends sunny');
    case {'cloud', 'rain'}
        disp('ends grey');
end
end
